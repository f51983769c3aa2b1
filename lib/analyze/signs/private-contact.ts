import { CHAT_CHANNEL, EMAIL_ADDRESS, FREE_MAILBOX, SEND_CV_TO } from '../knowledge/scam-signs';
import { lineWith, type SignReader } from './sign';

/** Applying only through a free mailbox, a chat app or a text message, or "send your CV to" a person. */
export const privateContact: SignReader = {
  kind: 'private-contact',
  read({ say }, lines) {
    const channel = lineWith(lines, FREE_MAILBOX) ?? lineWith(lines, CHAT_CHANNEL);
    if (channel)
      return {
        kind: 'private-contact',
        weight: 'firm',
        id: 'private-channel',
        text: say(
          'You apply through a free mailbox, a chat app or a text message, not the employer’s own address or system',
          '通过免费邮箱、聊天软件或短信应聘，而不是公司自己的邮箱或系统',
        ),
        evidence: channel,
      };
    const mail = lineWith(lines, SEND_CV_TO);
    if (!mail) {
      const address = lineWith(lines, EMAIL_ADDRESS);
      return address
        ? {
            kind: 'private-contact',
            weight: 'faint',
            id: 'email-contact',
            text: say('You apply or ask by email to an address in the ad', '通过广告中的邮箱应聘或联系'),
            evidence: address,
          }
        : undefined;
    }
    return {
      kind: 'private-contact',
      weight: 'soft',
      id: 'send-cv-to',
      text: say(
        'It asks you to mail your CV to a person, not to apply through the employer',
        '要求把简历直接发给个人，而不是通过公司渠道投递',
      ),
      evidence: mail,
    };
  },
};
