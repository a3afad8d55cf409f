/**
 * The checkout's, orders', payments', cancellations' and returns' refusals a shopper can meet, in
 * Hindi (issue 37; the rest: hindi-refusals.ts, whose notes hold here too).
 */
import { COD_MAX_GRAND_TOTAL } from '@/shared/constants';
import { formatRupees } from '@/shared/format-rupees';
import { lifecycleMessages, orderMessages, serverMessages } from '@/shared/messages';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@/shared/order-lifecycle';
import { NOTE_MAX_LENGTH } from '@/shared/orders';
import { returnMessages, RETURN_WINDOW_DAYS } from '@/shared/returns';
import { MAX_COD_ORDERS_PER_DAY } from '@/api/limits/limits';
import { refundMessages, shopperRefusals as api } from './english';
import { fixed, made, tryAgainIn, type Pair } from './pairs';

const PAY_ONLINE = 'ऑनलाइन भुगतान करें';
const codADay = (max: number) =>
  `आप एक दिन में ज़्यादा से ज़्यादा ${max} कैश ऑन डिलीवरी ऑर्डर दे सकते हैं। ${PAY_ONLINE}, या कल फिर से कोशिश करें।`;
/** The order statuses as the shop's Hindi pages name them (`orders.status.*`; a test holds them equal). */
export const ORDER_STATUS_HI: Readonly<Record<OrderStatus, string>> = {
  created: 'भुगतान का इंतज़ार',
  confirmed: 'कन्फ़र्म हो गया',
  packed: 'पैक हो गया',
  shipped: 'भेज दिया गया',
  out_for_delivery: 'डिलीवरी के लिए निकला',
  delivered: 'डिलीवर हो गया',
  cancelled: 'कैंसल हो गया',
  returned_to_seller: 'विक्रेता को वापस भेजा गया',
  expired: 'समय खत्म (भुगतान नहीं हुआ)',
};

/** A status's English label (as lifecycleMessages quotes it) in Hindi. */
const statusLabelHi = (label: string) => {
  const status = (Object.keys(ORDER_STATUS_LABELS) as OrderStatus[]).find(
    (key) => ORDER_STATUS_LABELS[key] === label,
  );
  return status ? ORDER_STATUS_HI[status] : label;
};

const noteAtMost = (max: number) => `नोट ज़्यादा से ज़्यादा ${max} कैरेक्टर का हो सकता है।`;

const CHECKOUT: readonly Pair[] = [
  fixed(api.cartEmpty, 'आपका कार्ट खाली है।'),
  fixed(api.otherAddress, 'यह चेकआउट पहले ही किसी दूसरे पते के लिए दिया जा चुका है। फिर से शुरू करने के लिए पेज रीलोड करें।'),
  fixed(orderMessages.paymentMethodInvalid, "पेमेंट का तरीका 'online' या 'cod' होना चाहिए।"),
  fixed(
    orderMessages.codTooLarge,
    `कैश ऑन डिलीवरी ${formatRupees(COD_MAX_GRAND_TOTAL)} तक के ऑर्डर पर ही मिलता है। ${PAY_ONLINE}, या कार्ट से कुछ हटाएँ।`,
  ),
  made(
    orderMessages.codUndeliverable,
    (pincode) =>
      `कैश ऑन डिलीवरी के लिए ऐसा पिनकोड चाहिए जहाँ शॉप डिलीवरी करती है, और ${pincode} ऐसा पिनकोड नहीं है। ${PAY_ONLINE}।`,
  ),
  fixed(
    orderMessages.otherPaymentMethod,
    'यह चेकआउट पहले ही किसी दूसरे पेमेंट तरीके से दिया जा चुका है। फिर से शुरू करने के लिए पेज रीलोड करें।',
  ),
  made(
    orderMessages.tooManyUnpaid,
    (max, minutes) =>
      `आपके ${max} ऑर्डर पहले से पेमेंट का इंतज़ार कर रहे हैं। ${minutes} मिनट बाद, जब सबसे पुराना ऑर्डर एक्सपायर हो जाए, फिर से कोशिश करें।`,
  ),
  fixed(orderMessages.tooManyCodToday(MAX_COD_ORDERS_PER_DAY), codADay(MAX_COD_ORDERS_PER_DAY)),
  fixed(
    orderMessages.codNotForGuests,
    `कैश ऑन डिलीवरी के लिए आपका अपना अकाउंट चाहिए: साइन अप करें (एक मिनट लगता है), या ${PAY_ONLINE}।`,
  ),
  made(
    orderMessages.tooManyOpenCod,
    (orders, pairs) =>
      `एक समय में आपके ज़्यादा से ज़्यादा ${orders} कैश ऑन डिलीवरी ऑर्डर, कुल ${pairs} जोड़ी के साथ, रास्ते में हो सकते हैं। ${PAY_ONLINE}, या किसी ऑर्डर की डिलीवरी तक रुकें।`,
  ),
  made(
    orderMessages.codShareTaken,
    (title) =>
      `${title} के लिए कैश ऑन डिलीवरी अभी सिर्फ़ उन शॉपर्स के लिए है जिनका कोई ऑर्डर डिलीवर हो चुका है। इसे अभी खरीदने के लिए ${PAY_ONLINE}।`,
  ),
  fixed(
    orderMessages.totalNotPositive,
    'छूट के बाद इस ऑर्डर की कीमत शून्य हो जाएगी, इसलिए यह ऑर्डर नहीं दिया जा सकता। कार्ट में एक और स्नीकर जोड़ें।',
  ),
  made(orderMessages.unavailableInCart, (titles) =>
    titles.length === 1
      ? `${titles.join(', ')} अब उपलब्ध नहीं है। ऑर्डर देने के लिए इसे अपने कार्ट से हटाएँ।`
      : `${titles.join(', ')} अब उपलब्ध नहीं हैं। ऑर्डर देने के लिए इन्हें अपने कार्ट से हटाएँ।`,
  ),
  made(serverMessages.tooManyOrders, (minutes) => `कम समय में बहुत सारे ऑर्डर दिए गए। ${tryAgainIn(minutes)}`),
];

const PAYMENT: readonly Pair[] = [
  fixed(orderMessages.orderNotFound, 'इस आईडी का कोई ऑर्डर नहीं है।'),
  fixed(orderMessages.alreadyPaid, 'इस ऑर्डर का भुगतान पहले ही हो चुका है।'),
  fixed(
    orderMessages.razorpayUnreachableOrder,
    'पेमेंट शुरू करने के लिए शॉप Razorpay से नहीं जुड़ पाई। कोई पैसा नहीं कटा: थोड़ी देर में फिर से कोशिश करें।',
  ),
  fixed(
    orderMessages.razorpayUnreachablePayment,
    'पेमेंट जाँचने के लिए शॉप Razorpay से नहीं जुड़ पाई, इसलिए ऑर्डर अभी भुगतान किया हुआ नहीं दिखता। दोबारा भुगतान न करें: Razorpay की पुष्टि मिलते ही ऑर्डर भुगतान किया हुआ दिखेगा।',
  ),
  fixed(
    orderMessages.paymentMismatch,
    'यह पेमेंट इस ऑर्डर से मेल नहीं खाता (इसकी रकम, करेंसी या Razorpay पर इसका ऑर्डर)। इसे दर्ज नहीं किया गया।',
  ),
  made(
    orderMessages.paymentNotCaptured,
    (status) => `Razorpay ने यह पेमेंट पूरा नहीं किया है (यह ${status} है), इसलिए ऑर्डर का भुगतान नहीं हुआ।`,
  ),
  fixed(
    orderMessages.paymentForAnotherOrder,
    'यह पेमेंट पहले ही किसी दूसरे ऑर्डर के लिए दर्ज हो चुका है, इसलिए इससे यह ऑर्डर नहीं चुकाया जा सकता। कुछ भी दर्ज नहीं किया गया।',
  ),
  fixed(orderMessages.notAwaitingPayment, 'यह ऑर्डर पेमेंट का इंतज़ार नहीं कर रहा है।'),
  // The offline test checkout's UPI app (its dialog's own words: catalogues, `testCheckout.*`).
  fixed(orderMessages.upiInvalid, 'name@bank जैसी UPI ID डालें।'),
  made(
    orderMessages.upiUnknown,
    (vpa) => `${vpa} पर कोई UPI ऐप जवाब नहीं देता। टेस्ट मोड में success@razorpay या failure@razorpay इस्तेमाल करें।`,
  ),
  fixed(
    lifecycleMessages.soldOutRefunded,
    'आपके भुगतान के दौरान आखिरी जोड़ियाँ बिक गईं, इसलिए ऑर्डर कैंसल कर दिया गया: आपका पूरा भुगतान रिफ़ंड किया जाता है। आपका कार्ट जैसा था वैसा ही है।',
  ),
  fixed(
    lifecycleMessages.expiredRefunded,
    'भुगतान पहुँचने से पहले यह ऑर्डर एक्सपायर हो गया, इसलिए यह ऑर्डर नहीं दिया गया: भुगतान रिफ़ंड किया जाता है। अपने कार्ट से फिर से ऑर्डर दें।',
  ),
];

const CANCEL_AND_RETURN: readonly Pair[] = [
  made(api.orderMoveRefused, (from, to) =>
    from === to
      ? `ऑर्डर पहले से "${ORDER_STATUS_HI[to]}" है।`
      : `यह ऑर्डर अब "${ORDER_STATUS_HI[from]}" है, इसलिए इसे "${ORDER_STATUS_HI[to]}" नहीं किया जा सकता।`,
  ),
  made(
    lifecycleMessages.changedMeanwhile,
    (label) =>
      `इसी बीच ऑर्डर बदल गया: अब यह "${statusLabelHi(label)}" है। अब क्या हो सकता है, यह देखने के लिए पेज रीलोड करें।`,
  ),
  fixed(refundMessages.cancelReasonInvalid, 'दी गई वजहों में से कैंसलेशन की वजह चुनें।'),
  fixed(refundMessages.noteTooLong(NOTE_MAX_LENGTH), noteAtMost(NOTE_MAX_LENGTH)),
  fixed(refundMessages.upiIdRequired, 'कैश ऑन डिलीवरी ऑर्डर का रिफ़ंड UPI ID पर होता है: कृपया एक UPI ID दें।'),
  fixed(returnMessages.notDelivered, 'सिर्फ़ डिलीवर हुए ऑर्डर का ही रिटर्न हो सकता है।'),
  fixed(
    returnMessages.windowClosed,
    `रिटर्न डिलीवरी के ${RETURN_WINDOW_DAYS} दिन बाद तक ही लिए जाते हैं; इस ऑर्डर के रिटर्न का समय खत्म हो गया है।`,
  ),
  fixed(returnMessages.linesRequired, 'रिटर्न के लिए कम से कम एक जोड़ी चुनें।'),
  fixed(
    returnMessages.lineInvalid,
    'हर लाइन में इस ऑर्डर की किसी जोड़ी का प्रोडक्ट और जोड़ियों की पूरी संख्या होनी चाहिए।',
  ),
  made(returnMessages.tooMany, (title, left) =>
    left === 0
      ? `${title} की हर जोड़ी का रिटर्न पहले से चल रहा है।`
      : `आप ${title} की ज़्यादा से ज़्यादा ${left} जोड़ी रिटर्न कर सकते हैं।`,
  ),
  fixed(returnMessages.reasonInvalid, 'रिटर्न करने की वजह चुनें।'),
  fixed(returnMessages.addressNotFound, 'यह पिकअप पता आपके सेव किए गए पतों में से नहीं है।'),
  fixed(returnMessages.upiRequired, 'वह UPI ID दें जिस पर कैश ऑन डिलीवरी ऑर्डर का रिफ़ंड भेजा जाए।'),
  fixed(returnMessages.upiInvalid, 'name@bank जैसी UPI ID डालें।'),
  fixed(returnMessages.noteTooLong, 'नोट बहुत लंबा है।'),
];

/** Every refusal of the checkout, payments, cancellations and returns. */
export const ORDER_REFUSALS: readonly Pair[] = [...CHECKOUT, ...PAYMENT, ...CANCEL_AND_RETURN];
