/** One labelled input of the account forms, with its error linked for assistive technology. */
export function AccountField({
  formId,
  name,
  label,
  type,
  autoComplete,
  error,
  defaultValue,
}: {
  formId: string
  name: string
  label: string
  type: 'password' | 'email' | 'text'
  autoComplete: string
  error?: string
  defaultValue?: string
}) {
  const id = `${formId}-${name}`
  return (
    <p className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        required
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-e` : undefined}
      />
      {error ? (
        <span id={`${id}-e`} className="field-error">
          {error}
        </span>
      ) : null}
    </p>
  )
}
