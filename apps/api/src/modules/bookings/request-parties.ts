/** A booking's side as its answer shows it (the fields the booking view reads). */
export const answerParty = (p: {
  userId: string;
  fullName: string;
  phone: string | null;
  avatarUrl: string | null;
}) => ({ userId: p.userId, fullName: p.fullName, phone: p.phone, avatarUrl: p.avatarUrl });

/** A booking's side as a mail recipient: only what the mail writer reads. */
export const mailRecipient = (p: { email: string; name: string; locale: string | null }) => ({
  email: p.email,
  name: p.name,
  locale: p.locale,
});
