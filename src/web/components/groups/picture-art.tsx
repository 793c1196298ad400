import { Apple, Cat, Fish, Flower2, Moon, Sailboat, Star, TreePine, Umbrella, type LucideIcon } from 'lucide-react';
import { PICTURES, type PictureId } from '../../../domain/picture-sign-in';
import type { UiLanguage } from '../../i18n/i18n';

/** The drawings of the picture sign-in's nine pictures (PICTURES), each in its own colour so they differ at a glance. */
const ART: Record<PictureId, { icon: LucideIcon; colour: string }> = {
  apple: { icon: Apple, colour: 'text-rose-600' },
  cat: { icon: Cat, colour: 'text-amber-700' },
  fish: { icon: Fish, colour: 'text-sky-600' },
  boat: { icon: Sailboat, colour: 'text-blue-700' },
  moon: { icon: Moon, colour: 'text-indigo-600' },
  star: { icon: Star, colour: 'text-yellow-600' },
  tree: { icon: TreePine, colour: 'text-emerald-700' },
  umbrella: { icon: Umbrella, colour: 'text-fuchsia-700' },
  flower: { icon: Flower2, colour: 'text-pink-600' },
};

/** One picture, drawn; its name is for the caller to show (it is the picture's accessible name). */
export function PictureArt({ index, className = 'h-10 w-10' }: { index: number; className?: string }) {
  const picture = PICTURES[index];
  if (!picture) return null;
  const { icon: Icon, colour } = ART[picture.id];
  return <Icon className={`${className} ${colour}`} aria-hidden="true" strokeWidth={2.2} />;
}

export const pictureName = (index: number, language: UiLanguage) => PICTURES[index]?.[language] ?? '';
