import type { OverviewActivitiesQuery } from '../../../../generated/graphql';
import { stepName } from '../../campaign-detail-texts';

type Activity = OverviewActivitiesQuery['campaignActivities']['activities'][number];

/**
 * What happened, in words, built from the entry's type, address and message. The address is
 * React text, so whatever a contact's address holds is shown as written, never read as markup.
 */
export function ActivitySentence({ activity }: { activity: Activity }) {
  const who = <strong className="activity__email">{activity.email}</strong>;
  const message = activity.stepPosition ? stepName(activity.stepPosition) : null;
  const theMessage = message ?? 'a message';
  switch (activity.type) {
    case 'sent':
      return (
        <>
          {message ?? 'A message'} was sent to {who}
        </>
      );
    case 'open':
      return (
        <>
          {who} opened {theMessage}
        </>
      );
    case 'click':
      return (
        <>
          {who} clicked a link in {theMessage}
        </>
      );
    case 'reply':
      return (
        <>
          {who} replied to {theMessage}
        </>
      );
    case 'auto_reply':
      return (
        <>
          {who} sent an automatic reply to {theMessage}
        </>
      );
    case 'bounce':
      return (
        <>
          {message ?? 'A message'} to {who} bounced
        </>
      );
    case 'unsubscribe':
      return <>{who} unsubscribed</>;
    case 'lead':
      return <>{who} became a lead</>;
    default:
      return (
        <>
          {who}: {activity.type}
        </>
      );
  }
}
