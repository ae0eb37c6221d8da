import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import toast from 'react-hot-toast';
import { useSubscription } from '../hooks/useSubscription';

/** Back from checkout: say how it went, refresh the subscription, then drop the parameter. */
export function useCheckoutReturn(): void {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { refresh } = useSubscription();
  const checkout = params.get('checkout');

  useEffect(() => {
    if (checkout !== 'success' && checkout !== 'canceled') return;
    if (checkout === 'success') {
      toast.success('Payment successful! Your subscription is now active.', { id: 'checkout-return' });
      void refresh();
    } else {
      toast('Payment was canceled.', { id: 'checkout-return' });
    }
    const rest = new URLSearchParams(params);
    rest.delete('checkout');
    const search = rest.toString();
    void navigate({ pathname: '/team', search: search ? `?${search}` : '' }, { replace: true });
  }, [checkout, params, navigate, refresh]);
}
