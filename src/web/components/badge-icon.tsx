import {
  BookOpen,
  Brain,
  CalendarCheck,
  Compass,
  Flame,
  HelpCircle,
  Landmark,
  Medal,
  Moon,
  Mountain,
  PenLine,
  PiggyBank,
  Rocket,
  Store,
  Timer,
  Trophy,
  Waypoints,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { BadgeIconName } from '../../content/badges';

/** Only the icons badges use, imported by name so the bundle carries 18 icons, not the whole set. */
const ICONS: Record<BadgeIconName | 'Secret', LucideIcon> = {
  Compass,
  PiggyBank,
  Mountain,
  Brain,
  Landmark,
  Rocket,
  Store,
  Flame,
  CalendarCheck,
  BookOpen,
  Zap,
  Medal,
  PenLine,
  Moon,
  Timer,
  Waypoints,
  Trophy,
  Secret: HelpCircle,
};

export function BadgeIcon({ name, className }: { name: BadgeIconName | 'Secret'; className?: string }) {
  const Icon = ICONS[name];
  return <Icon className={className} aria-hidden="true" />;
}
