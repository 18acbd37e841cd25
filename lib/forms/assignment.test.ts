import { teamMemberById } from '@/lib/content/team';
import { contactTopics } from './options';
import { lawyerForTopic, topicPractice } from './assignment';

describe('a new lead’s lawyer', () => {
  it('is the lawyer who leads the topic’s practice', () => {
    expect(lawyerForTopic('tax')).toBe('jorge-enrique-vargas-montoya');
    expect(lawyerForTopic('labor')).toBe(teamMemberById(lawyerForTopic('labor'))?.id);
    for (const topic of contactTopics) {
      const lawyer = lawyerForTopic(topic);
      const practice = topicPractice[topic];
      if (practice === null) continue;
      expect([topic, teamMemberById(lawyer)?.leads.includes(practice)]).toEqual([topic, true]);
    }
  });

  it('is nobody for `other`, no topic or an unknown one', () => {
    expect(lawyerForTopic('other')).toBeNull();
    expect(lawyerForTopic('')).toBeNull();
    expect(lawyerForTopic(null)).toBeNull();
    expect(lawyerForTopic('toString')).toBeNull();
  });
});
