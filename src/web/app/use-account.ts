import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { userQueryOptions, useUser } from '#web/features/auth/api/get-user.ts';
import { useGoogleSignIn } from '#web/features/auth/hooks/use-google-sign-in.ts';
import { myBusinessQueryOptions, useMyBusiness } from '#web/features/businesses/api/get-my-business.ts';
import { useMyLocations } from '#web/features/businesses/api/get-my-locations.ts';
import {
  myMembershipsQueryOptions,
  useMyMemberships,
} from '#web/features/businesses/api/get-my-memberships.ts';
import { chosenLocation } from '#web/lib/chosen-location.ts';

/**
 * The specification's derived client flags, computed in one place from the user, the owned
 * business and the memberships.
 */
export function useAccount() {
  const userQuery = useUser();
  const user = userQuery.data ?? null;
  const signedIn = Boolean(user);
  const businessQuery = useMyBusiness(signedIn);
  const membershipsQuery = useMyMemberships(signedIn);
  const firstOwned = businessQuery.data ?? null;
  // Only an owner can have several locations; nobody else asks.
  const locationsQuery = useMyLocations(Boolean(firstOwned));
  const [search] = useSearchParams();

  const isLoading =
    userQuery.isPending ||
    (signedIn && (businessQuery.isPending || membershipsQuery.isPending)) ||
    (Boolean(firstOwned) && locationsQuery.isPending);
  const memberships = membershipsQuery.data ?? [];
  const locations = locationsQuery.data ?? (firstOwned ? [firstOwned] : []);
  const hasBusiness = Boolean(firstOwned) || memberships.length > 0;

  // The chosen location when it is one of the user's, else the specification's rule: the owned
  // business, else the first membership.
  const chosen = chosenLocation(search);
  const chosenOwned = locations.find((b) => b.id === chosen) ?? null;
  const chosenMembership = chosenOwned ? undefined : memberships.find((m) => m.business.id === chosen);
  const business = chosenOwned ?? (chosenMembership ? null : firstOwned);
  const shownMembership = chosenMembership ?? memberships[0];
  const displayedBusiness = business
    ? { id: business.id, name: business.name }
    : shownMembership
      ? shownMembership.business
      : null;
  const role = business ? 'owner' : (shownMembership?.role ?? null);

  // A failed read is not "no business": never send an owner to setup because of a server hiccup.
  const isError = businessQuery.isError || membershipsQuery.isError;
  const failedRead: 'memberships' | 'business' | null = membershipsQuery.isError
    ? 'memberships'
    : businessQuery.isError
      ? 'business'
      : null;

  return {
    user,
    isLoading,
    isError,
    /** Which read failed, so the screen says what could not be loaded rather than "no business". */
    failedRead,
    /** Reads the business and memberships again (the Try Again of a failed read). */
    retryReads: () => Promise.all([businessQuery.refetch(), membershipsQuery.refetch()]),
    retrying: businessQuery.isFetching || membershipsQuery.isFetching,
    isAuthenticated: signedIn,
    /** The owned business on show: the chosen location, else the first one; null for a member. */
    business,
    /** Every location the user owns, oldest first. */
    locations,
    memberships,
    hasBusiness,
    needsSetup: signedIn && !isLoading && !isError && !hasBusiness,
    isOwner: Boolean(business),
    displayedBusiness,
    role,
  };
}

/** Refreshes everything that depends on who is signed in. */
export function useRefreshAccount() {
  const qc = useQueryClient();
  return useCallback(async () => {
    await qc.invalidateQueries({ queryKey: ['businesses'] });
    await Promise.all([
      qc.refetchQueries({ queryKey: userQueryOptions().queryKey }),
      qc.refetchQueries({ queryKey: myBusinessQueryOptions().queryKey }),
      qc.refetchQueries({ queryKey: myMembershipsQueryOptions().queryKey }),
    ]);
  }, [qc]);
}

export function useSignIn() {
  const refresh = useRefreshAccount();
  return useGoogleSignIn({ onDone: refresh });
}
