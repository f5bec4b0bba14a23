import { useDropdown } from '../../../../components/use-dropdown';
import { COMPOSE_TEXTS } from '../compose-texts';

type VariablesMenuProps = {
  /** The message the menu belongs to, for its accessible name. */
  title: string;
  variables: readonly string[];
  onInsert: (name: string) => void;
};

/**
 * The Variables menu of a message: the list's columns and unsubscribe_url; choosing one inserts
 * `{{name}}` where the cursor was in the message's subject or body.
 */
export function VariablesMenu({ title, variables, onInsert }: VariablesMenuProps) {
  const { open, setOpen, menuId, containerRef } = useDropdown();
  return (
    <div className="row-menu variables-menu" ref={containerRef}>
      <button
        type="button"
        className="button variables-menu__button"
        aria-label={`${COMPOSE_TEXTS.variables} for ${title}`}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        disabled={variables.length === 0}
        onClick={() => setOpen((value) => !value)}
      >
        {COMPOSE_TEXTS.variables}
      </button>
      {open && (
        <ul className="row-menu__list" id={menuId}>
          {variables.map((name) => (
            <li key={name}>
              <button
                type="button"
                // Keeps the focus (and so the cursor) where it was until the choice is made.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  setOpen(false);
                  onInsert(name);
                }}
              >
                {`{{${name}}}`}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
