import { Alert, Anchor, List } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../lib/messages';
import { useRevealOn } from '../../../lib/use-reveal';
import type { RowProblem } from '../model/row-problems';

/** A list of a thousand rows may have hundreds of problems: the banner names the first ones and counts the rest. */
const shownProblems = 10;

type RowProblemsBannerProps = {
  problems: readonly RowProblem[];
  /** A new value per attempt that found problems: the banner scrolls into view. */
  attempt: unknown;
  /** A row's problem was clicked: the table shows that row. */
  onShowRow: (key: string) => void;
};

/**
 * The problems that stop the item list from being sent (spec 5: list errors in a banner), above the table, one line
 * each; a line about a row names it and its BL, and takes the user to it.
 */
export function RowProblemsBanner({ problems, attempt, onShowRow }: RowProblemsBannerProps) {
  const { t } = useTranslation('commercial');
  const translate = useMessage();
  const ref = useRevealOn<HTMLDivElement>(attempt);
  if (problems.length === 0) return null;
  const more = problems.length - shownProblems;
  return (
    <Alert ref={ref} color="red" icon={<IconAlertCircle size={18} />} role="alert">
      <List size="sm" spacing={2} listStyleType="none">
        {problems.slice(0, shownProblems).map((problem) => {
          const message = translate(problem.message);
          const { key } = problem;
          return (
            <List.Item key={`${problem.row ?? ''}|${problem.message}`}>
              {key === undefined || problem.row === undefined ? (
                message
              ) : (
                <Anchor component="button" type="button" size="sm" c="red.9" onClick={() => onShowRow(key)}>
                  {t('workOrder.problems.row', { row: problem.row, blNo: problem.blNo, message })}
                </Anchor>
              )}
            </List.Item>
          );
        })}
        {more > 0 && <List.Item>{t('workOrder.problems.more', { count: more })}</List.Item>}
      </List>
    </Alert>
  );
}
