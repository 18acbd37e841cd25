import { auditActions, auditTargetKinds } from '@/lib/audit/actions';
import { messages } from '@/lib/i18n/messages';

// Every action the trail records and every kind of target it names has words on /admin/audit in
// both languages (an action's key is its name as a path: `auth.sign_in` → actions.auth.sign_in).

describe('the audit page’s words', () => {
  it.each(['es', 'en'] as const)('name every action and target kind in %s', (locale) => {
    const words = messages[locale].Admin.audit;
    for (const action of auditActions) {
      const [group, name] = action.split('.') as [string, string];
      const text = (words.actions as Record<string, Record<string, string>>)[group]?.[name];
      expect([action, typeof text]).toEqual([action, 'string']);
    }
    for (const kind of auditTargetKinds)
      expect([kind, typeof (words.kinds as Record<string, string>)[kind]]).toEqual([
        kind,
        'string',
      ]);
  });
});
