import { CAMPAIGN_LIST_PAGE_SIZE, CAMPAIGN_MESSAGES } from '@outbound/common';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { badRequestMessage } from '../../app/apollo';
import { PATHS } from '../../app/paths';
import { showError, showInfo } from '../../components/toast';
import {
  useCampaignLabelsQuery,
  useCampaignListQuery,
  useCampaignMailAccountOptionsQuery,
} from '../../generated/graphql';
import { useSearchText } from '../../hooks/use-search-text';
import { useStateOf } from '../../hooks/use-state-of';
import { Pager } from '../../components/pager';
import { CAMPAIGN_LIST_TEXTS } from './campaign-list-texts';
import { ApplyLabelDialog } from './components/apply-label-dialog';
import { CampaignsTable } from './components/campaigns-table';
import { DeleteCampaignsDialog } from './components/delete-campaigns-dialog';
import { LabelBar } from './components/label-bar';
import { SelectionBar } from './components/selection-bar';
import { exportCampaigns } from './export-campaigns';
import { useCampaignStatusToggle } from './hooks/use-campaign-status-toggle';

const LOAD_FAILED = badRequestMessage(CAMPAIGN_LIST_TEXTS.loadFailed);
const MAIL_ACCOUNTS_FAILED = badRequestMessage(CAMPAIGN_LIST_TEXTS.mailAccountsFailed);

type Filters = { mailAccount: string; labelIds: string[]; unlabeled: boolean };
type Criteria = Filters & { search: string };

/** The list call's input: blank criteria are left out (they mean "any"). */
function listInput({ search, mailAccount, labelIds, unlabeled }: Criteria, page: number) {
  return {
    ...(search && { search }),
    ...(mailAccount && { mailAccount }),
    ...(labelIds.length > 0 && { labelIds }),
    unlabeled,
    offset: (page - 1) * CAMPAIGN_LIST_PAGE_SIZE,
    limit: CAMPAIGN_LIST_PAGE_SIZE,
  };
}

const NO_SELECTION: ReadonlySet<string> = new Set();

type OpenDialog = { kind: 'delete' } | { kind: 'label'; mode: 'add' | 'remove' } | null;

/** The campaign list (spec 01 §2): filters, labels, the table, bulk actions and the pager. */
export function CampaignListPage() {
  const ids = { search: useId(), account: useId() };
  const [typed, setTyped] = useState('');
  const search = useSearchText(typed);
  const [filters, setFilters] = useState<Filters>({
    mailAccount: '',
    labelIds: [],
    unlabeled: false,
  });
  const criteria: Criteria = { ...filters, search };
  // Any change of the criteria goes back to page 1; the page and the selection belong to them.
  const criteriaKey = JSON.stringify(criteria);
  const [page, setPage] = useStateOf(criteriaKey, 1);
  const [selected, select] = useStateOf(`${criteriaKey}#${page}`, NO_SELECTION);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);

  const change = (patch: Partial<Filters>) => setFilters((now) => ({ ...now, ...patch }));
  const toggleLabel = (id: string) =>
    setFilters((now) => ({
      ...now,
      labelIds: now.labelIds.includes(id)
        ? now.labelIds.filter((labelId) => labelId !== id)
        : [...now.labelIds, id],
    }));

  const accounts = useCampaignMailAccountOptionsQuery({ context: MAIL_ACCOUNTS_FAILED });
  const labels = useCampaignLabelsQuery();
  const list = useCampaignListQuery({
    variables: { input: listInput(criteria, page) },
    context: LOAD_FAILED,
    fetchPolicy: 'cache-and-network',
  });
  const { toggle, pending } = useCampaignStatusToggle();

  const current = list.data?.campaigns;
  const shown = current ?? list.previousData?.campaigns;
  const rows = current?.campaigns ?? [];
  const total = shown?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / CAMPAIGN_LIST_PAGE_SIZE));
  const selectedRows = rows.filter((row) => selected.has(row.id));
  const labelFiltered = filters.labelIds.length > 0 || filters.unlabeled;

  const deleteSelected = () => {
    if (selectedRows.length === 0) showError(CAMPAIGN_MESSAGES.selectCampaignToDelete);
    else setDialog({ kind: 'delete' });
  };
  const exportSelected = () => {
    if (!exportCampaigns(selectedRows)) showInfo(CAMPAIGN_MESSAGES.noData);
  };
  // Labels put on or taken off can move campaigns in or out of a label-filtered page.
  const afterLabelChange = () => {
    if (labelFiltered) void list.refetch();
  };
  const labelsOfSelection = () => {
    const onRows = new Set(selectedRows.flatMap((row) => row.labels.map((label) => label.id)));
    return (labels.data?.labels ?? []).filter((label) => onRows.has(label.id));
  };

  return (
    <div className="page">
      <div className="page__header">
        <h1>{CAMPAIGN_LIST_TEXTS.title}</h1>
        <div className="page__actions">
          <Link className="button button--primary" to={PATHS.campaignStart}>
            New Campaign
          </Link>
        </div>
      </div>

      <section className="card" aria-label="Campaign list">
        <div className="campaigns-toolbar">
          <div className="field">
            <label className="field__label" htmlFor={ids.search}>
              Search
            </label>
            <input
              id={ids.search}
              type="search"
              className="field__input"
              placeholder={CAMPAIGN_LIST_TEXTS.searchPlaceholder}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={ids.account}>
              Mail Account
            </label>
            <select
              id={ids.account}
              className="field__input"
              value={filters.mailAccount}
              onChange={(event) => change({ mailAccount: event.target.value })}
            >
              <option value="">{CAMPAIGN_LIST_TEXTS.anyMailAccount}</option>
              {accounts.data?.mailAccounts.map((account) => (
                <option key={account.id} value={account.id}>
                  {account.name ? `${account.name} <${account.email}>` : account.email}
                </option>
              ))}
            </select>
          </div>
        </div>

        <LabelBar
          labels={labels.data?.labels ?? []}
          selectedIds={filters.labelIds}
          unlabeled={filters.unlabeled}
          onToggleLabel={toggleLabel}
          onToggleUnlabeled={() => change({ unlabeled: !filters.unlabeled })}
          onDeleted={(id) => {
            if (filters.labelIds.includes(id)) toggleLabel(id);
            else afterLabelChange();
          }}
        />

        {selectedRows.length > 0 && (
          <SelectionBar
            count={selectedRows.length}
            onDelete={deleteSelected}
            onExport={exportSelected}
            onAddLabel={() => setDialog({ kind: 'label', mode: 'add' })}
            onRemoveLabel={() => setDialog({ kind: 'label', mode: 'remove' })}
          />
        )}
        {rows.length > 0 && (
          <CampaignsTable
            rows={rows}
            selected={selected}
            onSelectedChange={select}
            busy={pending}
            onToggleStatus={(campaign) => void toggle(campaign)}
          />
        )}
        {list.loading && !current && (
          <p className="loader" role="status">
            Loading…
          </p>
        )}
        {current && rows.length === 0 && <p className="empty">{CAMPAIGN_MESSAGES.emptyList}</p>}
        {total > CAMPAIGN_LIST_PAGE_SIZE && (
          <Pager page={page} lastPage={lastPage} more={false} onPage={setPage} />
        )}
      </section>

      {dialog?.kind === 'delete' && (
        <DeleteCampaignsDialog
          ids={selectedRows.map((row) => row.id)}
          onClose={close}
          onDeleted={() => select(new Set())}
        />
      )}
      {dialog?.kind === 'label' && (
        <ApplyLabelDialog
          mode={dialog.mode}
          campaignIds={selectedRows.map((row) => row.id)}
          labels={dialog.mode === 'add' ? (labels.data?.labels ?? []) : labelsOfSelection()}
          onClose={close}
          onApplied={afterLabelChange}
        />
      )}
    </div>
  );
}
