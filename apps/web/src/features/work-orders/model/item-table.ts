import {
  applySuggestion,
  type ConsigneeSuggestion,
  declineSuggestion,
  deleteSubItem,
  type ItemRow,
  type NumberField,
  type RowFields,
  registerConsignee,
  revertConsignee,
  type SubItemFields,
  settleRow,
  typeNumber,
  updateRow,
  updateSubItem,
} from './item-rows';
import { fillDown, patchVehicles, type VehicleField, type VehiclePatch } from './vehicles';

/**
 * The item table (spec 4 "Work order page flow"): rows are read-only until Edit turns the selected ones into
 * inputs; Edit keeps a snapshot of the table, Save drops it, Cancel goes back to it. A row's typed package count
 * reaches its sub-items when the input is left ('settle') or at Save.
 */
export type ItemTableState = {
  rows: ItemRow[];
  selected: ReadonlySet<string>;
  editing: { keys: ReadonlySet<string>; snapshot: ItemRow[] } | null;
};

export type ItemTableAction =
  | { type: 'load'; rows: ItemRow[] }
  | { type: 'toggle'; key: string }
  /** A consignee registered from a row, taken by every row not tied yet that printed the same name. */
  | { type: 'register'; registered: ConsigneeSuggestion; printed: string }
  | { type: 'selectAll'; keys: readonly string[]; selected: boolean }
  | { type: 'edit' }
  | { type: 'save' }
  | { type: 'cancel' }
  | { type: 'deleteSelected' }
  | { type: 'update'; key: string; patch: Partial<RowFields> }
  | { type: 'typeNumber'; key: string; field: NumberField; text: string }
  | { type: 'settle'; key: string }
  | { type: 'updateSubItem'; key: string; subKey: string; patch: Partial<SubItemFields> }
  | { type: 'deleteSubItem'; key: string; subKey: string }
  | { type: 'patchVehicles'; key: string; from: number; patches: readonly VehiclePatch[] }
  | { type: 'fillDown'; key: string; field: VehicleField }
  | { type: 'apply' | 'decline' | 'revert'; key: string }
  | { type: 'applyAll' };

export const tableOf = (rows: ItemRow[]): ItemTableState => ({ rows, selected: new Set(), editing: null });

function mapRow(state: ItemTableState, key: string, change: (row: ItemRow) => ItemRow): ItemTableState {
  return { ...state, rows: state.rows.map((row) => (row.key === key ? change(row) : row)) };
}

export const hasOpenSuggestion = (row: ItemRow) => row.suggestion !== null && row.suggestionState === 'offered';

export function itemTableReducer(state: ItemTableState, action: ItemTableAction): ItemTableState {
  switch (action.type) {
    case 'load':
      return tableOf(action.rows);
    case 'toggle': {
      if (state.editing) return state;
      const selected = new Set(state.selected);
      if (!selected.delete(action.key)) selected.add(action.key);
      return { ...state, selected };
    }
    case 'selectAll': {
      if (state.editing) return state;
      const selected = new Set(state.selected);
      for (const key of action.keys) {
        if (action.selected) selected.add(key);
        else selected.delete(key);
      }
      return { ...state, selected };
    }
    case 'edit':
      if (state.editing || state.selected.size === 0) return state;
      return { ...state, editing: { keys: state.selected, snapshot: state.rows } };
    case 'save':
      return { ...state, rows: state.rows.map(settleRow), editing: null };
    case 'cancel':
      return state.editing ? { ...state, rows: state.editing.snapshot, editing: null } : state;
    case 'deleteSelected':
      if (state.editing) return state;
      return { ...state, rows: state.rows.filter((row) => !state.selected.has(row.key)), selected: new Set() };
    case 'update':
      return mapRow(state, action.key, (row) => updateRow(row, action.patch));
    case 'typeNumber':
      return mapRow(state, action.key, (row) => typeNumber(row, action.field, action.text));
    case 'settle':
      return mapRow(state, action.key, settleRow);
    case 'updateSubItem':
      return mapRow(state, action.key, (row) => updateSubItem(row, action.subKey, action.patch));
    case 'deleteSubItem':
      return mapRow(state, action.key, (row) => deleteSubItem(row, action.subKey));
    case 'patchVehicles':
      return mapRow(state, action.key, (row) => patchVehicles(row, action.from, action.patches));
    case 'fillDown':
      return mapRow(state, action.key, (row) => fillDown(row, action.field));
    case 'apply':
      return mapRow(state, action.key, applySuggestion);
    case 'decline':
      return mapRow(state, action.key, declineSuggestion);
    case 'revert':
      return mapRow(state, action.key, revertConsignee);
    case 'register':
      return {
        ...state,
        rows: state.rows.map((row) => registerConsignee(row, action.registered, action.printed)),
      };
    case 'applyAll':
      return { ...state, rows: state.rows.map((row) => (hasOpenSuggestion(row) ? applySuggestion(row) : row)) };
  }
}
