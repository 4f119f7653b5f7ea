/**
 * The GitHub stand-in's project field values beyond numbers, as GitHub's GraphQL API
 * answers them: an iteration field's configuration and an item's single-select option
 * or iteration, each with its field.
 */
import { nodeId, type StandInField, type StandInIteration } from './github-stand-in-data';

/** An iteration field's `configuration`, its iterations split as GitHub splits them. */
export function iterationConfiguration(iterations: readonly StandInIteration[]) {
  const node = (i: StandInIteration) => ({
    __typename: 'ProjectV2IterationFieldIteration',
    id: nodeId('PVTIT', i.title),
    title: i.title,
    startDate: i.startDate,
    duration: i.duration,
  });
  return {
    __typename: 'ProjectV2IterationFieldConfiguration',
    duration: 14,
    startDay: 1,
    iterations: iterations.filter((i) => !i.completed).map(node),
    completedIterations: iterations.filter((i) => i.completed).map(node),
  };
}

/** An item's single-select or iteration value, named by its option or iteration title. */
export function pickedValue(field: StandInField, pick: string) {
  if (field.dataType === 'ITERATION') {
    const iteration = (field.iterations ?? []).find((i) => i.title === pick)!;
    return {
      __typename: 'ProjectV2ItemFieldIterationValue',
      iterationId: nodeId('PVTIT', pick),
      title: pick,
      startDate: iteration.startDate,
      duration: iteration.duration,
      field: { __typename: 'ProjectV2IterationField', ...field },
    };
  }
  return {
    __typename: 'ProjectV2ItemFieldSingleSelectValue',
    optionId: nodeId('PVTSSO', pick),
    name: pick,
    field: { __typename: 'ProjectV2SingleSelectField', ...field },
  };
}
