/**
 * The shopper's updates in Hindi (issue 37): the same steps, subjects and details as wording.ts,
 * for a shopper whose language is Hindi. Loaded only when such a shopper gets an update
 * (notify.ts). Terms follow the glossary of docs/i18n.md; product names stay as they are.
 */
import { RETURN_WINDOW_DAYS } from '@/shared/returns';
import type { UpdateKind } from '@/shared/updates';
import { formatPaise } from '@/shared/format-rupees';
import type { UpdateDetails, UpdateSubject, Wording } from './wording';

/** "Puma Flex Dash और 1 अन्य": the first title, and how many more. */
export function productsPhraseHi(titles: readonly string[]): string {
  const distinct = [...new Set(titles)];
  const [first = 'आपकी जोड़ियाँ'] = distinct;
  return distinct.length > 1 ? `${first} और ${distinct.length - 1} अन्य` : first;
}

const money = ({ amountPaise }: UpdateDetails) =>
  amountPaise === undefined ? 'आपकी चुकाई गई रकम' : formatPaise(amountPaise);

const yourOrder = ({ number, products }: UpdateSubject) => `आपका ऑर्डर ${number} (${products})`;
const yourReturn = ({ number, products }: UpdateSubject) => `ऑर्डर ${number} से ${products} का आपका रिटर्न`;
const yourRefund = ({ number }: UpdateSubject) => `ऑर्डर ${number} का आपका रिफ़ंड`;
const yourReturnOf = ({ number }: UpdateSubject) => `ऑर्डर ${number} का आपका रिटर्न`;

const ORDER_STEPS: Readonly<
  Record<'confirmed' | 'out_for_delivery' | 'delivered' | 'returned_to_seller', Wording>
> = {
  confirmed: (subject) => ({
    title: `${yourOrder(subject)} कन्फ़र्म हो गया है`,
    body: 'हमें आपका ऑर्डर मिल गया है और हम आपकी जोड़ियाँ तैयार कर रहे हैं।',
  }),
  out_for_delivery: (subject) => ({
    title: `${yourOrder(subject)} डिलीवरी के लिए निकल चुका है`,
    body: 'कूरियर आज इसे आप तक पहुँचाएगा।',
  }),
  delivered: (subject) => ({
    title: `${yourOrder(subject)} डिलीवर हो गया`,
    body: `अपनी नई जोड़ियों का मज़ा लें। फ़िट न हों, तो आप इन्हें ${RETURN_WINDOW_DAYS} दिनों के अंदर रिटर्न कर सकते हैं।`,
  }),
  returned_to_seller: (subject) => ({
    title: `${yourOrder(subject)} हमारे पास वापस आ गया`,
    body: 'कूरियर इसे डिलीवर नहीं कर सका और इसे हमें लौटा दिया।',
  }),
};

/** As WORDING in wording.ts: a refund's words follow its state (asked for, then paid). */
export const HINDI_WORDING: Readonly<Record<UpdateKind, Wording>> = {
  ...ORDER_STEPS,
  shipped: (subject, { courier, awb }) => ({
    title: `${yourOrder(subject)} रास्ते में है`,
    body: courier && awb ? `यह ${courier} से भेजा गया है, AWB ${awb}।` : 'यह हमारे वेयरहाउस से निकल चुका है।',
  }),
  cancelled: (subject, { reason }) =>
    reason === 'sold_out'
      ? {
          title: `${yourOrder(subject)} आपका भुगतान पहुँचने से पहले ही बिक गया`,
          body: 'आपके भुगतान के दौरान आखिरी जोड़ियाँ बिक गईं, इसलिए ऑर्डर कैंसल कर दिया गया; आपका पूरा भुगतान रिफ़ंड किया जाएगा।',
        }
      : { title: `${yourOrder(subject)} कैंसल कर दिया गया`, body: 'इसकी जोड़ियाँ अब आपके लिए रिज़र्व नहीं हैं।' },
  refund_issued: (subject, details) => ({
    title: `${yourRefund(subject)} प्रोसेस हो रहा है`,
    body: details.upiId
      ? `हम ${money(details)} आपकी UPI ID ${details.upiId} पर भेजेंगे और भुगतान होते ही आपको बताएँगे।`
      : `${money(details)} उसी कार्ड, UPI या बैंक अकाउंट में वापस आ रहा है जिससे आपने भुगतान किया था; बैंक 5–7 कामकाजी दिन लेते हैं।`,
  }),
  refund_processed: (subject, details) => ({
    title: `${yourRefund(subject)} पूरा हो गया`,
    body: details.upiId
      ? `${money(details)} आपकी UPI ID ${details.upiId} पर वापस भेज दिया गया है।`
      : `${money(details)} उसी कार्ड, UPI या बैंक अकाउंट में वापस भेज दिया गया है जिससे आपने भुगतान किया था।`,
  }),
  return_requested: (subject) => ({
    title: `ऑर्डर ${subject.number} के लिए आपका रिटर्न अनुरोध हमें मिल गया है`,
    body: `${yourReturn(subject)} हमारी टीम की मंज़ूरी का इंतज़ार कर रहा है।`,
  }),
  return_approved: (subject) => ({
    title: `${yourReturnOf(subject)} मंज़ूर हो गया है`,
    body: `${yourReturn(subject)} मंज़ूर हो गया है; कूरियर जोड़ियाँ ले जाएगा।`,
  }),
  return_rejected: (subject) => ({
    title: `${yourReturnOf(subject)} मंज़ूर नहीं हुआ`,
    body: `${yourReturn(subject)} मंज़ूर नहीं हुआ। अगर आपको लगता है कि यह गलत है, तो कस्टमर केयर से संपर्क करें।`,
  }),
  return_picked_up: (subject) => ({
    title: `${yourReturnOf(subject)} पिक अप हो गया`,
    body: `${yourReturn(subject)} हमारे पास वापस आ रहा है।`,
  }),
  return_received: (subject) => ({
    title: `${yourReturnOf(subject)} हमें मिल गया`,
    body: `${yourReturn(subject)} हम तक पहुँच गया है; इसके बाद आपका रिफ़ंड होगा।`,
  }),
};
