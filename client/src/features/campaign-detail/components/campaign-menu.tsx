import { useDropdown } from '../../../components/use-dropdown';
import { CAMPAIGN_DETAIL_TEXTS } from '../campaign-detail-texts';

/** What a menu item asks the header to do. */
export type MenuAction =
  'edit-title' | 'refresh' | 'duplicate' | 'export' | 'start-now' | 'reschedule' | 'delete';

type MenuItem = { action: MenuAction; label: string; danger?: boolean };

/** The header menu's items (spec 01 §2): Start Now and Reschedule only for a scheduled campaign. */
function menuItems(status: string): MenuItem[] {
  return [
    { action: 'edit-title', label: CAMPAIGN_DETAIL_TEXTS.editTitle },
    { action: 'refresh', label: 'Refresh' },
    { action: 'duplicate', label: 'Duplicate' },
    { action: 'export', label: 'Export' },
    ...(status === 'scheduled'
      ? ([
          { action: 'start-now', label: 'Start Now' },
          { action: 'reschedule', label: CAMPAIGN_DETAIL_TEXTS.reschedule },
        ] satisfies MenuItem[])
      : []),
    { action: 'delete', label: 'Delete', danger: true },
  ];
}

type CampaignMenuProps = {
  campaignName: string;
  status: string;
  /** An action runs while this is true: the menu's items wait for it. */
  busy: boolean;
  onAction: (action: MenuAction) => void;
};

/** The header's ⋯ menu of one campaign. */
export function CampaignMenu({ campaignName, status, busy, onAction }: CampaignMenuProps) {
  const { open, setOpen, menuId, containerRef } = useDropdown();
  return (
    <div className="row-menu" ref={containerRef}>
      <button
        type="button"
        className="row-menu__button"
        aria-label={`Actions for ${campaignName}`}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        ⋯
      </button>
      {open && (
        <ul className="row-menu__list" id={menuId}>
          {menuItems(status).map((item) => (
            <li key={item.action}>
              <button
                type="button"
                className={item.danger ? 'row-menu__danger' : undefined}
                disabled={busy}
                onClick={() => {
                  setOpen(false);
                  onAction(item.action);
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
