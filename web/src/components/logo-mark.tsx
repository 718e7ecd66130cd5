/** The Parcel Audit mark (a parcel), decorative: the app's brand and the public site's header show it. */
export function LogoMark({ className }: { className: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 32 32"
      width="28"
      height="28"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="7" fill="#0f3d5e" />
      <path
        d="M8 11l8-4 8 4v10l-8 4-8-4zM8 11l8 4 8-4M16 15v10"
        fill="none"
        stroke="#5fd3c4"
        strokeWidth="2.2"
        strokeLinejoin="round"
      />
    </svg>
  );
}
