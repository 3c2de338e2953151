import { useMutation } from '@tanstack/react-query';
import { answer, client, forBusiness } from '#web/lib/api-client.ts';

/** "Send me my summary now": last week's summary of this location, to the signed-in person. */
export const useSendSummaryNow = (businessId: string) =>
  useMutation({
    mutationFn: () => answer(client.POST('/api/businesses/{id}/weekly-summary', forBusiness(businessId))),
  });
