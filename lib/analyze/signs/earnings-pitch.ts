import { EARNINGS_PITCH } from '../knowledge/scam-signs';
import { lineWith, type SignReader } from './sign';

/** An opportunity's pitch in place of a job's facts: "be your own boss", "make $5,000 a week", "safe and legitimate". */
export const earningsPitch: SignReader = {
  kind: 'earnings-pitch',
  read({ say }, lines) {
    const evidence = lineWith(lines, EARNINGS_PITCH.pattern, EARNINGS_PITCH.unless);
    if (!evidence) return undefined;
    return {
      kind: 'earnings-pitch',
      weight: 'soft',
      id: 'earnings-pitch',
      text: say(
        'It sells earnings and freedom instead of stating the job: ask for the pay, the hours and who pays you, in writing',
        '宣传赚钱和自由，却不写清工作本身：书面问清薪资、工时和由谁发工资',
      ),
      evidence,
    };
  },
};
