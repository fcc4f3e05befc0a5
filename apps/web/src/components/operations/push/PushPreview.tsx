type Props = {
  label: string;
  note: string;
  siteName: string;
  title: string;
  body: string;
  url: string;
};

/** How the notification will look, as the composer is typed (a convenience, not a check). */
export function PushPreview({ label, note, siteName, title, body, url }: Props) {
  return (
    <section className="o-preview" aria-label={label}>
      <h2 className="o-h2">{label}</h2>
      <div className="o-notification" data-testid="push-preview">
        <img src="/icons/icon-192.png" alt="" width={40} height={40} />
        <div>
          <p className="o-notification-site">{siteName}</p>
          <p className="o-notification-title">{title || '…'}</p>
          <p className="o-notification-body">{body}</p>
          <p className="o-notification-url">{url}</p>
        </div>
      </div>
      <p className="o-muted o-small">{note}</p>
    </section>
  );
}
