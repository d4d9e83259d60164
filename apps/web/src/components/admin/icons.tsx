/** Small line icons (24×24 outlines) for the admin screens; decorative, hidden from screen readers. */
function Icon({ d, className = 'size-5' }: { d: string; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" className={className} aria-hidden="true">
      <path d={d} />
    </svg>
  );
}

export const PlusIcon = ({ className }: { className?: string }) => <Icon className={className} d="M12 5v14M5 12h14" />;
export const UsersIcon = ({ className }: { className?: string }) => (
  <Icon className={className} d="M16 19v-1.5a3.5 3.5 0 0 0-3.5-3.5h-5A3.5 3.5 0 0 0 4 17.5V19M10 10.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7ZM20 19v-1.5a3.5 3.5 0 0 0-2.5-3.35M15.5 3.65a3.5 3.5 0 0 1 0 6.7" />
);
export const MountainIcon = ({ className }: { className?: string }) => <Icon className={className} d="m3 20 6.5-11 4 6.5 2.5-4L21 20H3ZM15.5 7.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z" />;
export const CalendarIcon = ({ className }: { className?: string }) => (
  <Icon className={className} d="M7 3v3M17 3v3M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1ZM8.5 14.5l2 2 4-4" />
);
export const StarIcon = ({ className }: { className?: string }) => (
  <Icon className={className} d="m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9L12 3.5Z" />
);
export const PinIcon = ({ className }: { className?: string }) => (
  <Icon className={className} d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0C18.5 15.4 12 21 12 21ZM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z" />
);
export const ArrowLeftIcon = ({ className }: { className?: string }) => <Icon className={className} d="M19 12H5M11 6l-6 6 6 6" />;
export const RupeeIcon = ({ className }: { className?: string }) => <Icon className={className} d="M6 4h12M6 9h12M6 4h4a5 5 0 0 1 0 10H6l8 7" />;
export const WarningIcon = ({ className }: { className?: string }) => (
  <Icon className={className} d="M10.3 4.1 2.6 17.5A2 2 0 0 0 4.3 20.5h15.4a2 2 0 0 0 1.7-3L13.7 4.1a2 2 0 0 0-3.4 0ZM12 9.5v4M12 17h.01" />
);
