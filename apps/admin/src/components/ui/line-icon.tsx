/**
 * The back office's icons: one path drawn in the text's colour, 1.8 wide with round ends on a 24-unit
 * grid, hidden from screen readers (the button around it carries the name).
 */
export function LineIcon({ d, className }: { d: string; className: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <path d={d} />
    </svg>
  );
}
