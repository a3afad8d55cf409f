/** An email address a shopper can press to write. */
export const EmailLink = ({ email }: { email: string }) => <a href={`mailto:${email}`}>{email}</a>;

/** A phone number as shown, dialled without its spaces and dashes. */
export const PhoneLink = ({ phone }: { phone: string }) => (
  <a href={`tel:${phone.replace(/[^+0-9]/g, '')}`}>{phone}</a>
);
