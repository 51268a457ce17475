/** English texts of features/vitals: why POST /api/vitals refused a visit's measurements. */
export const webVitals = {
  webVitals: {
    notJson: 'The measurements are not valid JSON.',
    tooLarge: 'The measurements are too large to be read.',
    shape: 'The measurements do not have the expected form.',
    unknownValue: 'Unknown page type, language, device or metric.',
    outOfRange: 'A measurement is out of range.',
    duplicate: 'A metric is measured twice.',
  },
}
