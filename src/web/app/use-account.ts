import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { userQueryOptions, useUser } from '../features/auth/api/get-user';
import { useGoogleSignIn } from '../features/auth/hooks/use-google-sign-in';
import { myBusinessQueryOptions, useMyBusiness } from '../features/businesses/api/get-my-business';
import { myMembershipsQueryOptions, useMyMemberships } from '../features/businesses/api/get-my-memberships';

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

  const isLoading =
    userQuery.isPending || (signedIn && (businessQuery.isPending || membershipsQuery.isPending));
  const business = businessQuery.data ?? null;
  const memberships = membershipsQuery.data ?? [];
  const hasBusiness = Boolean(business) || memberships.length > 0;
  const firstMembership = memberships[0];
  const displayedBusiness = business
    ? { id: business.id, name: business.name }
    : firstMembership
      ? firstMembership.business
      : null;
  const role = business ? 'owner' : (firstMembership?.role ?? null);

  // A failed read is not "no business": never send an owner to setup because of a server hiccup.
  const isError = businessQuery.isError || membershipsQuery.isError;

  return {
    user,
    isLoading,
    isError,
    isAuthenticated: signedIn,
    business,
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
