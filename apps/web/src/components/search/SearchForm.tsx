type Props = {
  /** The search page in the visitor's language (a plain GET, so it works without JavaScript). */
  action: string;
  id: string;
  /** Read by screen readers only; the placeholder shows what to type. */
  label: string;
  placeholder: string;
  /** The submit button's text; the header's compact field has none (Enter submits). */
  button?: string;
  defaultValue?: string;
  maxLength?: number;
  className: string;
  inputClassName: string;
};

/** The site search field: in the header, on the home page's hero and on the search page. */
export function SearchForm({
  action,
  id,
  label,
  placeholder,
  button,
  defaultValue,
  maxLength,
  className,
  inputClassName,
}: Props) {
  return (
    // Named by its label: a page may hold two search landmarks (the header's and the page's own),
    // and unnamed ones cannot be told apart.
    <form
      action={action}
      method="get"
      role="search"
      aria-labelledby={`${id}-label`}
      className={className}
    >
      <label id={`${id}-label`} htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={defaultValue}
        maxLength={maxLength}
        placeholder={placeholder}
        className={inputClassName}
      />
      {button && (
        <button type="submit" className="btn-brand">
          {button}
        </button>
      )}
    </form>
  );
}
