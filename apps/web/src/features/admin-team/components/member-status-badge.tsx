import type { TeamMember } from '@yatrika/contract/team';
import { ToneBadge } from '../../../components/ui/tone-badge.tsx';

const tones: Record<TeamMember['status'], { tone: string; label: string }> = {
  active: { tone: 'bg-emerald-50 text-emerald-800 ring-emerald-200', label: 'Active' },
  suspended: { tone: 'bg-red-50 text-red-800 ring-red-200', label: 'Suspended' },
};

export function MemberStatusBadge({ status }: { status: TeamMember['status'] }) {
  return <ToneBadge tone={tones[status].tone}>{tones[status].label}</ToneBadge>;
}
