/**
 * Where the unsubscribe link of a test preview message points: test messages carry no real
 * recipient, so nothing is unsubscribed here.
 */
export function UnsubscribeTestPage() {
  return (
    <div className="page page--narrow">
      <h1>Unsubscribe link test</h1>
      <p>
        This page only shows up for unsubscribe links in a test preview message. Nobody has been
        unsubscribed.
      </p>
      <p>
        In the messages a campaign really sends, the same link takes each recipient to their own
        unsubscribe page.
      </p>
    </div>
  );
}
