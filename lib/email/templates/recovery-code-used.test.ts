import { recoveryCodeUsedEmail } from './index';

// The e-mail a recovery code's use sends to the account: a kind the outbox accepts (its check is
// `^[a-z]+\.[a-z]+$`), fixed words in the account's language, and the settings link only.

describe('recoveryCodeUsedEmail', () => {
  it.each(['es', 'en'] as const)(
    'is an outbox kind, in %s, with the settings link',
    async (locale) => {
      const url = 'https://www.example.test/admin/account/security';
      const mail = await recoveryCodeUsedEmail({ to: 'socia@firma.example', locale, url });
      expect(mail.kind).toMatch(/^[a-z]+\.[a-z]+$/);
      expect(mail.to).toBe('socia@firma.example');
      expect(mail.subject).toBe(
        locale === 'es'
          ? 'Se usó un código de recuperación en su cuenta'
          : 'A recovery code was used on your account',
      );
      expect(mail.html).toContain(`href="${url}"`);
    },
  );
});
