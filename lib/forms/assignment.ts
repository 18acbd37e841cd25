import { leadsOf } from '@/lib/content/team';
import type { ServiceKey } from '@/lib/routing';
import type { contactTopics } from './options';

// The one mapping from the contact form's topics to the team's practices: a new lead goes to the
// lawyer who leads the chosen topic's practice (lib/content/team.ts `leads`). `other` names no
// practice, so it stays unassigned until an admin picks someone.

type ContactTopic = (typeof contactTopics)[number];

export const topicPractice: Record<ContactTopic, ServiceKey | null> = {
  tax: 'tax',
  labor: 'labor',
  administrative: 'administrative',
  corporate: 'corporate',
  commercial: 'commercial',
  customs: 'customs',
  litigation: 'litigation',
  other: null,
};

/** The team member a new lead on `topic` is assigned to, or null (no topic, `other`, nobody leads it). */
export function lawyerForTopic(topic: string | null | undefined): string | null {
  const practice = topic && topic in topicPractice ? topicPractice[topic as ContactTopic] : null;
  return practice ? (leadsOf(practice)[0]?.id ?? null) : null;
}
