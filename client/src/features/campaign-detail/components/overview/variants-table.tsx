import {
  OverviewVariantsDocument,
  type OverviewVariantsFieldsFragment,
  useOverviewVariantsQuery,
  useSetVariantAutoPickMutation,
} from '../../../../generated/graphql';
import { stepName } from '../../campaign-detail-texts';

type Test = OverviewVariantsFieldsFragment['steps'][number]['test'];

/** The test's outcome: the winner with its p, else why there is none yet. */
function Verdict({ test }: { test: Test }) {
  return (
    <p className="variants__verdict">
      {test.winner ? (
        <strong>
          Winner: {test.winner} (p = {test.pValue?.toPrecision(2)})
        </strong>
      ) : (
        test.verdict
      )}
    </p>
  );
}

const count = (value: number) => value.toLocaleString('en-US');

/**
 * Experiments on the Overview (campaign README "Experiments"): per message and variant, the
 * recipients sent it and who replied (people only), became leads, bounced, unsubscribed; opens and
 * clicks marked unreliable; the winner test; auto-pick. Shown only when a message has variants.
 */
export function VariantsTable({ campaignId }: { campaignId: string }) {
  const { data } = useOverviewVariantsQuery({
    variables: { campaignId },
    fetchPolicy: 'cache-and-network',
  });
  const [setAutoPick, { loading: saving }] = useSetVariantAutoPickMutation();
  const figures = data?.campaignVariants;
  const tested = figures?.steps.filter((step) => step.variants.length > 1) ?? [];
  if (!figures || tested.length === 0) return null;
  return (
    <section className="variants" aria-label="Variants">
      <h3 className="overview__heading">Variants</h3>
      <p className="variants__note">
        A winner is named on replies only, once every variant has {figures.minSample} sent
        (two-proportion z-test). Opens and clicks* are unreliable: mail apps and scanners open and
        click on their own.
      </p>
      {tested.map((step) => (
        <div key={step.stepId} className="variants__step">
          <table className="variants__table" aria-label={`Variants of ${stepName(step.position)}`}>
            <caption>{stepName(step.position)}</caption>
            <thead>
              <tr>
                <th scope="col">Variant</th>
                <th scope="col">Sent</th>
                <th scope="col">Replied</th>
                <th scope="col">Leads</th>
                <th scope="col">Bounced</th>
                <th scope="col">Unsubscribed</th>
                <th scope="col">Opened*</th>
                <th scope="col">Clicked*</th>
              </tr>
            </thead>
            <tbody>
              {step.variants.map((variant) => (
                <tr key={variant.letter}>
                  <th scope="row">{variant.letter}</th>
                  <td>{count(variant.sent)}</td>
                  <td>
                    {count(variant.replied)} ({variant.replyRate}%)
                  </td>
                  <td>{count(variant.leads)}</td>
                  <td>{count(variant.bounced)}</td>
                  <td>{count(variant.unsubscribed)}</td>
                  <td>{count(variant.opened)}</td>
                  <td>{count(variant.clicked)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Verdict test={step.test} />
        </div>
      ))}
      <label className="variants__auto-pick">
        <input
          type="checkbox"
          checked={figures.autoPick}
          disabled={saving}
          onChange={(event) =>
            void setAutoPick({
              variables: { campaignId, enabled: event.target.checked },
              // The figures have no id of their own: the answer replaces the query's.
              update(cache, { data: answer }) {
                if (!answer) return;
                cache.writeQuery({
                  query: OverviewVariantsDocument,
                  variables: { campaignId },
                  data: { campaignVariants: answer.setVariantAutoPick },
                });
              },
            }).catch(() => undefined)
          }
        />{' '}
        Auto-pick: once a variant wins over the sequence, new recipients get only it
        {figures.pick ? ` (now ${figures.pick})` : ''}
      </label>
    </section>
  );
}
