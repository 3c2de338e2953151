import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

export function initials(user: {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}) {
  const first = user.firstName?.trim()[0];
  const last = user.lastName?.trim()[0];
  if (first && last) return `${first}${last}`.toUpperCase();
  const e = user.email?.trim()[0];
  if (e) return e.toUpperCase();
  return 'U';
}

export function fullName(user: {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}) {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email || 'User';
}

/** A value inside a translated sentence (an address, a name), isolated so it keeps its own direction. */
export const isolate = (text: string) => `\u2068${text}\u2069`;
