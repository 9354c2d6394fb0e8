import type { SocialLink } from '../../content/company.ts';

// Lucide dropped brand logos, so these are small hand-drawn marks (24 × 24, currentColor).
const paths: Record<SocialLink['network'], React.ReactNode> = {
  facebook: (
    <path d="M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H6v4h3v9h4v-9h3l1-4h-4V9c0-.6.4-1 1-1z" fill="currentColor" />
  ),
  x: (
    <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M4 4h4.5L20 20h-4.5zM19.5 4 13.2 11M4.5 20l6.3-7" />
    </g>
  ),
  linkedin: (
    <g fill="currentColor">
      <path d="M4 9h3.2v11H4z" />
      <circle cx="5.6" cy="5.4" r="1.9" />
      <path d="M10 9h3v1.6c.6-1 1.8-1.8 3.5-1.8 3 0 3.5 2 3.5 4.6V20h-3.2v-5.8c0-1.4-.3-2.4-1.7-2.4s-2.3 1-2.3 2.5V20H10z" />
    </g>
  ),
  instagram: (
    <g fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r=".6" fill="currentColor" />
    </g>
  ),
};

export function SocialIcon({ network, className }: { network: SocialLink['network']; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true">
      {paths[network]}
    </svg>
  );
}
