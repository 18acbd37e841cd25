import { messages } from '@/lib/i18n/messages';
import { isLinkedinUrl, isPhone } from './checks';
import { contactTopics, newsletterErrorKeys } from './options';
import { careerSchema, contactSchema, fieldErrors, newsletterSchema } from './schemas';

const validContact = {
  name: 'Ana Pérez',
  email: 'ana@empresa.co',
  phone: '',
  topic: '',
  message: 'Consulta sobre la DIAN.',
  consent: true,
  locale: 'es',
};
const errorsOf = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => (result.success ? {} : fieldErrors(result.error!.issues));

// docs/product.md#validation-messages and #failure-messages, word for word, in both languages.
const spec = {
  nameRequired: ['El nombre es requerido', 'Name is required'],
  emailRequired: ['El email es requerido', 'Email is required'],
  emailInvalid: ['Por favor ingrese un email válido', 'Please enter a valid email address'],
  phoneInvalid: [
    'Por favor ingrese un número de teléfono válido',
    'Please enter a valid phone number',
  ],
  messageRequired: ['El mensaje es requerido', 'Message is required'],
  consentRequired: [
    'Debe aceptar la política de privacidad para continuar',
    'You must accept the privacy policy to continue',
  ],
  contactFailed: [
    'Hubo un error al enviar el mensaje. Por favor intente de nuevo.',
    'There was an error sending the message. Please try again.',
  ],
  newsletterFailed: [
    'Hubo un error al procesar su suscripción. Por favor intente de nuevo.',
    'There was an error subscribing. Please try again.',
  ],
} as const;

describe('form messages', () => {
  it.each(Object.entries(spec))(
    '%s reads as docs/product.md words it in Spanish and English',
    (key, [es, en]) => {
      expect((messages.es.Forms.errors as Record<string, string>)[key]).toBe(es);
      expect((messages.en.Forms.errors as Record<string, string>)[key]).toBe(en);
    },
  );

  it('has a message in both languages for every key a schema can produce', () => {
    const keys = [
      'nameTooLong',
      'messageTooLong',
      'topicInvalid',
      'firstNameRequired',
      'lastNameRequired',
      'professionRequired',
      'practiceAreaRequired',
      'linkedinInvalid',
      'resumeRequired',
      'resumeType',
      'resumeTooLarge',
      'rateLimited',
      'careerFailed',
    ];
    for (const key of keys) {
      expect((messages.es.Forms.errors as Record<string, string>)[key]).toBeTruthy();
      expect((messages.en.Forms.errors as Record<string, string>)[key]).toBeTruthy();
    }
  });
});

describe('contactSchema', () => {
  it('accepts a valid message, trimming and lower-casing the e-mail', () => {
    const result = contactSchema.safeParse({
      ...validContact,
      name: '  Ana  ',
      email: ' ANA@Empresa.CO ',
    });
    expect(result.success && result.data).toMatchObject({ name: 'Ana', email: 'ana@empresa.co' });
  });

  it.each([
    [{ name: '   ' }, { name: 'nameRequired' }],
    [{ name: 'x'.repeat(101) }, { name: 'nameTooLong' }],
    [{ email: '' }, { email: 'emailRequired' }],
    [{ email: 'ana@' }, { email: 'emailInvalid' }],
    [{ email: 'ana@empresa' }, { email: 'emailInvalid' }],
    [{ phone: 'abc' }, { phone: 'phoneInvalid' }],
    [{ phone: '12345' }, { phone: 'phoneInvalid' }],
    [{ message: ' ' }, { message: 'messageRequired' }],
    [{ message: 'x'.repeat(2001) }, { message: 'messageTooLong' }],
    [{ consent: false }, { consent: 'consentRequired' }],
    [{ topic: 'astrology' }, { topic: 'topicInvalid' }],
    [{ message: 'hola\u0000' }, { message: 'textInvalid' }],
  ])('refuses %p with %p', (change, expected) => {
    expect(errorsOf(contactSchema.safeParse({ ...validContact, ...change }))).toEqual(expected);
  });

  it('takes exactly 100 and 2000 characters', () => {
    expect(
      contactSchema.safeParse({ ...validContact, name: 'x'.repeat(100), message: 'y'.repeat(2000) })
        .success,
    ).toBe(true);
  });

  it('accepts every topic and none', () => {
    // Every topic the form offers (lib/forms/options.ts), and the empty choice.
    for (const topic of ['', ...contactTopics]) {
      expect(contactSchema.safeParse({ ...validContact, topic }).success).toBe(true);
    }
  });
});

describe('phones and LinkedIn addresses', () => {
  it.each([
    '+57 601 555 0172',
    '(601) 5550172',
    '300-123-4567',
    '+1 212 555 0100',
    '3001234567',
    '+44 20 7946 0958',
  ])('%s is a phone', (phone) => {
    expect(isPhone(phone)).toBe(true);
  });
  it.each(['123', 'call me', '+57 601 555 0172 ext', '1234567890123456', '+-+-+-+'])(
    '%s is not a phone',
    (phone) => {
      expect(isPhone(phone)).toBe(false);
    },
  );
  it('knows LinkedIn profile addresses', () => {
    expect(isLinkedinUrl('https://www.linkedin.com/in/ana-perez')).toBe(true);
    expect(isLinkedinUrl('https://co.linkedin.com/in/ana')).toBe(true);
    expect(isLinkedinUrl('http://www.linkedin.com/in/ana')).toBe(false);
    expect(isLinkedinUrl('https://linkedin.com.evil.example/in/ana')).toBe(false);
    expect(isLinkedinUrl('https://www.linkedin.com/')).toBe(false);
  });
});

describe('newsletterSchema', () => {
  it('needs a valid e-mail and a known language', () => {
    expect(errorsOf(newsletterSchema.safeParse({ email: '', locale: 'es' }))).toEqual({
      email: 'emailRequired',
    });
    expect(errorsOf(newsletterSchema.safeParse({ email: 'x@y', locale: 'en' }))).toEqual({
      email: 'emailInvalid',
    });
    expect(newsletterSchema.safeParse({ email: 'x@y.co', locale: 'fr' }).success).toBe(false);
  });

  // The sign-up is sent only these messages (newsletterErrorKeys): a key missing there would
  // show as the bare key. The action hands the schema strings only (lib/actions/form-action.ts).
  it('produces no message key the sign-up is not sent', () => {
    const inputs = [
      { email: '', locale: 'es' },
      { email: '   ', locale: 'es' },
      { email: 'x@y', locale: 'en' },
      { email: `${'a'.repeat(250)}@empresa.co`, locale: 'es' },
      { email: 'x@y.co', locale: 'fr' },
      { email: 'x@y.co', locale: '' },
    ];
    const allowed: readonly string[] = newsletterErrorKeys;
    for (const input of inputs) {
      const { email } = errorsOf(newsletterSchema.safeParse(input));
      if (email) expect(allowed).toContain(email);
    }
  });

  it('has every key it is sent in both languages', () => {
    for (const key of newsletterErrorKeys) {
      expect(messages.es.Forms.errors[key]).toBeTruthy();
      expect(messages.en.Forms.errors[key]).toBeTruthy();
    }
  });
});

describe('careerSchema', () => {
  const pdf = new File(['%PDF-1.7 test'], 'cv.pdf', { type: 'application/pdf' });
  const valid = {
    firstName: 'Ana',
    lastName: 'Pérez',
    email: 'ana@x.co',
    phone: '',
    profession: 'Abogada',
    practiceArea: 'tax',
    linkedinProfile: '',
    message: '',
    resume: pdf,
    consent: true,
    locale: 'es',
  };

  it('accepts a complete application with optional fields empty', () => {
    expect(careerSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    [{ firstName: '' }, { firstName: 'firstNameRequired' }],
    [{ lastName: '' }, { lastName: 'lastNameRequired' }],
    [{ profession: '' }, { profession: 'professionRequired' }],
    [{ practiceArea: '' }, { practiceArea: 'practiceAreaRequired' }],
    [{ linkedinProfile: 'https://example.com/me' }, { linkedinProfile: 'linkedinInvalid' }],
    [{ resume: null }, { resume: 'resumeRequired' }],
    [{ resume: new File(['x'], 'cv.txt') }, { resume: 'resumeType' }],
    [
      { resume: new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'cv.pdf') },
      { resume: 'resumeTooLarge' },
    ],
    [{ consent: false }, { consent: 'consentRequired' }],
  ])('refuses %p', (change, expected) => {
    expect(errorsOf(careerSchema.safeParse({ ...valid, ...change }))).toEqual(expected);
  });
});
