/** English texts of features/content. */
export const content = {
  home: {
    video: 'Video of lit candles in the workshop',
    pauseVideo: 'Pause the video',
    playVideo: 'Play the video',
    newTitle: 'New collection',
    explore: 'Explore collections',
    gallery: 'Gallery',
    features: 'Why Vetrina',
  },
  contact: {
    title: 'Contact',
    address: 'Address',
    phone: 'Phone',
    email: 'E-mail',
    hours: 'Opening hours',
    map: 'Map of {address}',
    openMap: 'Open the map (OpenStreetMap, new tab)',
  },
  faq: {
    title: 'Frequently asked questions',
    sections: 'Sections',
  },
  about: {
    title: 'About us',
  },
  policy: {
    lastModified: 'Last modified: {date}',
  },
  stands: {
    dealers: 'Our dealers',
    dealer: 'Dealer',
    address: 'Address',
    requestTitle: 'Become a dealer',
    requestText: 'Fill in the business request form and we will contact you.',
    carousel: 'Our candles in store',
    previous: 'Previous slide',
    next: 'Next slide',
    slide: 'Slide {n} of {total}',
    pause: 'Pause slideshow',
    play: 'Play slideshow',
    dimensions: 'Dimensions',
  },
}
