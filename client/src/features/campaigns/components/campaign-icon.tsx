/** Stroke icons of the campaign list; decorative, the control around them carries the name. */
const SHAPES = {
  pause: 'M9 5v14M15 5v14',
  play: 'M7 4l13 8-13 8z',
  trophy: 'M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0zM7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4',
  clock: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 7v5l3 2',
  edit: 'M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4',
  remove: 'M6 6l12 12M18 6 6 18',
} as const;

type CampaignIconName = keyof typeof SHAPES;

export function CampaignIcon({ name }: { name: CampaignIconName }) {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={SHAPES[name]} />
    </svg>
  );
}
