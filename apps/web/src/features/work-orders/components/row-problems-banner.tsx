import { useTranslation } from 'react-i18next';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { useMessage } from '../../../lib/messages';
import type { RowProblem } from '../model/row-problems';

/** A list of a thousand rows may have hundreds of problems: the banner names the first ones and counts the rest. */
const shownProblems = 10;

/** The problems of the item list, one line each, naming the row and its BL (spec 5: list errors in a banner). */
export function RowProblemsBanner({ problems }: { problems: readonly RowProblem[] }) {
  const { t } = useTranslation('commercial');
  const translate = useMessage();
  if (problems.length === 0) return null;
  const lines = problems
    .slice(0, shownProblems)
    .map((problem) =>
      problem.row === undefined
        ? translate(problem.message)
        : t('workOrder.problems.row', { row: problem.row, blNo: problem.blNo, message: translate(problem.message) }),
    );
  const more = problems.length - shownProblems;
  if (more > 0) lines.push(t('workOrder.problems.more', { count: more }));
  return <FormErrorBanner message={lines.join('\n')} />;
}
