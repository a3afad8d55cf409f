/**
 * The API's refusals a shopper can meet, in Hindi (issue 37): the one place their Hindi lives, for
 * every backend. Each is paired with the English it stands for — a fixed sentence by its text, a
 * sentence made from arguments by its English function (thrown with `said`), typed to take the
 * same arguments. Terms follow the glossary of docs/i18n.md. Loaded only for a request that asks
 * for Hindi (src/api/http/handle.ts), so an English page's mock never carries it.
 */
import { MAX_QTY_PER_LINE, MIN_PASSWORD_LENGTH } from '@/shared/constants';
import { INVALID_EMAIL } from '@/shared/email-address';
import { passwordResetMessages } from '@/shared/password-reset';
import {
  inlineMessages,
  pincodeMessages,
  reviewMessages,
  serverMessages,
  stockMessages,
  tooManyReviewsToday,
} from '@/shared/messages';
import { MAX_ADDRESSES_PER_USER, MAX_REVIEW_WRITES_PER_DAY } from '@/api/limits/limits';
import { shopperRefusals as api } from './english';
import { fixed, made, tryAgainIn, type Pair } from './pairs';

const waitFor = (seconds: number) => (seconds < 60 ? `${seconds} सेकंड` : `${Math.ceil(seconds / 60)} मिनट`);
const reviewsADay = (max: number) =>
  `आप एक दिन में ज़्यादा से ज़्यादा ${max} रिव्यू लिख या बदल सकते हैं। कल फिर से कोशिश करें।`;

const ACCOUNT: readonly Pair[] = [
  fixed(serverMessages.emailExists, 'इस ईमेल से एक अकाउंट पहले से बना हुआ है।'),
  fixed(serverMessages.emailNotRegistered, 'आपने जो ईमेल डाला है, उससे कोई अकाउंट रजिस्टर्ड नहीं है।'),
  fixed(serverMessages.invalidCredentials, 'आपने जो ईमेल या पासवर्ड डाला है, वह सही नहीं है।'),
  fixed(serverMessages.invalidToken, 'आपका सेशन मान्य नहीं है। फिर से लॉग इन करें।'),
  fixed(serverMessages.currentPasswordWrong, 'मौजूदा पासवर्ड सही नहीं है।'),
  fixed(serverMessages.samePassword, 'नया पासवर्ड मौजूदा पासवर्ड से अलग होना चाहिए।'),
  fixed(serverMessages.passwordChangedMeanwhile, 'इसी बीच पासवर्ड बदल दिया गया। नए पासवर्ड से फिर से लॉग इन करें।'),
  fixed(inlineMessages.passwordTooShort, `पासवर्ड कम से कम ${MIN_PASSWORD_LENGTH} कैरेक्टर का होना चाहिए।`),
  fixed(INVALID_EMAIL, 'एक ईमेल पता डालें (जैसे name@example.in)।'),
  fixed('Email is required.', 'ईमेल ज़रूरी है।'),
  fixed('Password is required.', 'पासवर्ड ज़रूरी है।'),
  fixed(
    passwordResetMessages.linkInvalid,
    'यह लिंक एक्सपायर हो गया है या पहले ही इस्तेमाल हो चुका है। नया लिंक मँगाएँ।',
  ),
  made(passwordResetMessages.tooMany, (minutes) => `पासवर्ड रीसेट के बहुत सारे अनुरोध हुए। ${tryAgainIn(minutes)}`),
  made(
    serverMessages.tooManyLogins,
    (minutes) => `लॉग इन की बहुत सारी कोशिशें नाकाम रहीं। ${tryAgainIn(minutes)}`,
  ),
  made(
    serverMessages.tooManySignups,
    (minutes) => `आपके नेटवर्क से बहुत सारे अकाउंट बनाए गए। ${tryAgainIn(minutes)}`,
  ),
  made(
    serverMessages.tooManyGuests,
    (minutes) => `आपके नेटवर्क से बहुत सारे गेस्ट अकाउंट बनाए गए। ${tryAgainIn(minutes)}`,
  ),
  made(
    serverMessages.loginSlowed,
    (seconds) => `इस अकाउंट के लिए कई बार गलत पासवर्ड डाला गया। ${waitFor(seconds)} रुककर फिर से कोशिश करें।`,
  ),
];

const SAVING: readonly Pair[] = [
  fixed(
    serverMessages.storageFull,
    'इस साइट के लिए आपके ब्राउज़र की स्टोरेज भर गई है, इसलिए यह बदलाव सेव नहीं हुआ। कुछ जगह खाली करें और फिर से कोशिश करें।',
  ),
  fixed(
    serverMessages.tabsOutOfStep,
    'शॉप का एक दूसरा टैब अभी सेव कर रहा है, इसलिए यह बदलाव नहीं हुआ। थोड़ी देर में फिर से कोशिश करें।',
  ),
  fixed(
    serverMessages.unstorableText,
    'इसमें एक ऐसा कैरेक्टर है जो सेव नहीं हो सकता (NUL कैरेक्टर या सरोगेट जोड़ी का आधा हिस्सा)। उसे हटाकर फिर से कोशिश करें।',
  ),
  fixed(serverMessages.unstorableField, 'इसमें एक ऐसा कैरेक्टर है जो सेव नहीं हो सकता। उसे हटाकर फिर से कोशिश करें।'),
];

/** The address form's rules (src/shared/address-validation.ts), worded as the shop's form words them. */
const ADDRESSES: readonly Pair[] = [
  fixed('Name is required.', 'नाम ज़रूरी है।'),
  fixed('Mobile number is required.', 'मोबाइल नंबर ज़रूरी है।'),
  fixed('Pincode is required.', 'पिनकोड ज़रूरी है।'),
  fixed('City is required.', 'शहर ज़रूरी है।'),
  fixed('Address is required.', 'पता ज़रूरी है।'),
  fixed('State is required.', 'राज्य ज़रूरी है।'),
  fixed('Mobile number must be 10 digits.', 'मोबाइल नंबर 10 अंकों का होना चाहिए।'),
  fixed('Alternate mobile number must be 10 digits.', 'दूसरा मोबाइल नंबर 10 अंकों का होना चाहिए।'),
  fixed('Choose a state from the list.', 'सूची में से राज्य चुनें।'),
  fixed(pincodeMessages.malformed, 'पिनकोड 6 अंकों का होना चाहिए और 0 से शुरू नहीं हो सकता।'),
  made(pincodeMessages.inOtherState, (state) => `यह पिनकोड ${state} में है। राज्य में ${state} चुनें, या पिनकोड जाँचें।`),
  made(
    pincodeMessages.unknown,
    (pincode) =>
      `हम पिनकोड ${pincode} को नहीं जानते, इसलिए वहाँ डिलीवरी की तारीख का वादा नहीं कर सकते। पिनकोड जाँचकर फिर से कोशिश करें।`,
  ),
  fixed(pincodeMessages.tableUnavailable, 'पिनकोड की सूची अभी लोड नहीं हो पाई। थोड़ी देर में फिर से कोशिश करें।'),
  fixed(api.noSuchAddress, 'इस आईडी का कोई सेव किया गया पता नहीं है।'),
  fixed(
    api.tooManyAddresses,
    `आप ज़्यादा से ज़्यादा ${MAX_ADDRESSES_PER_USER} पते रख सकते हैं। नया पता जोड़ने के लिए कोई एक पता हटाएँ।`,
  ),
];

const CART: readonly Pair[] = [
  made(api.noSuchSneaker, (productId) => `आईडी ${productId} का कोई स्नीकर नहीं है।`),
  made(api.notInCart, (productId) => `स्नीकर ${productId} आपके कार्ट में नहीं है।`),
  fixed(api.alreadyInCart, 'यह स्नीकर पहले से आपके कार्ट में है।'),
  fixed(api.actionInvalid, "action का type 'increment' या 'decrement' होना चाहिए।"),
  fixed(api.belowOne, 'मात्रा 1 से कम नहीं हो सकती। इसके बजाय स्नीकर को कार्ट से हटाएँ।'),
  fixed(api.atMostPerLine, `आप एक स्नीकर की ज़्यादा से ज़्यादा ${MAX_QTY_PER_LINE} जोड़ी खरीद सकते हैं।`),
  fixed(api.alreadyInWishlist, 'यह स्नीकर पहले से आपकी विशलिस्ट में है।'),
  made(api.notInWishlist, (productId) => `स्नीकर ${productId} आपकी विशलिस्ट में नहीं है।`),
  made(
    serverMessages.tooManyCartWrites,
    (minutes) => `कम समय में कार्ट में बहुत सारे बदलाव किए गए। ${tryAgainIn(minutes)}`,
  ),
  made(stockMessages.notEnoughLeft, (title, left) =>
    left === 0
      ? `${title} की कोई जोड़ी नहीं बची है: ऑर्डर देने के लिए इसे कार्ट से हटाएँ।`
      : `${title} की सिर्फ़ ${left} जोड़ी बची है। ऑर्डर देने के लिए कार्ट में मात्रा कम करें।`,
  ),
  fixed(reviewMessages.notBought, 'सिर्फ़ वही शॉपर्स इस स्नीकर का रिव्यू लिख सकते हैं जिन्होंने इसका भुगतान किया है।'),
  made(serverMessages.tooManyReviews, (minutes) => `कम समय में बहुत सारे रिव्यू भेजे गए। ${tryAgainIn(minutes)}`),
  fixed(tooManyReviewsToday(MAX_REVIEW_WRITES_PER_DAY), reviewsADay(MAX_REVIEW_WRITES_PER_DAY)),
];

/** Every refusal of accounts, saving, addresses, the cart, wishlist and reviews. */
export const SHOPPING_REFUSALS: readonly Pair[] = [...ACCOUNT, ...SAVING, ...ADDRESSES, ...CART];
