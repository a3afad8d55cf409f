import { newRazorpayId } from '@/api/razorpay';

/** A return's id: `ret_` and 14 characters, as Razorpay's ids look (the same random tail). */
export const newReturnId = () => `ret_${newRazorpayId('order').slice('order_'.length)}`;
