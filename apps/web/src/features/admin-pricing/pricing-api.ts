import type { AdminOffer, AdminPricingData, AdminPromoCode } from '@stock/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { formatMoney } from '../../components/format/format-money';
import { toast } from '../../components/toasts/toast';
import { adminCall } from '../admin/console-api';
import { confirmPassword } from '../admin/PasswordAgain';
import { messageOf } from '../auth/form/server-errors';

export const pricingKey = ['admin', 'pricing'] as const;

export const usePricing = () =>
  useQuery({ queryKey: pricingKey, queryFn: async ({ signal }) => (await adminCall<AdminPricingData>('/admin/pricing', { signal })).data });

/** A pricing change: the password first when typed, then the change; a toast either way, and the list read again. */
export function usePricingChange(password: string, onDone?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ path, method, body }: { path: string; method: 'POST' | 'PUT'; body: unknown }) => {
      await confirmPassword(password);
      return adminCall(path, { method, body });
    },
    onSuccess: ({ message }) => {
      toast.success(message);
      onDone?.();
      void queryClient.invalidateQueries({ queryKey: pricingKey });
    },
    onError: (error) => toast.error(messageOf(error)),
  });
}

/** The editable fields of an offer or promo code, as the update bodies take them. */
export function offerFields(offer: AdminOffer) {
  const { code: _code, updated_at: _updated, ...fields } = offer;
  return fields;
}

export function promoFields(promo: AdminPromoCode) {
  const { id: _id, code: _code, redemptions: _redemptions, updated_at: _updated, ...fields } = promo;
  return fields;
}

export const savingOf = (t: TFunction, code: { percent_off: number | null; amount_off_cents: number | null }) =>
  code.percent_off !== null
    ? t('admin-pricing:saving.percentOff', { percent: code.percent_off })
    : t('admin-pricing:saving.amountOff', { amount: formatMoney(code.amount_off_cents ?? 0) });
