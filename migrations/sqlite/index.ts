import * as migration_20261121_113401_initial from './20261121_113401_initial';
import * as migration_20261124_075612_pending_email_change from './20261124_075612_pending_email_change';
import * as migration_20261124_080000_sanitize_rich_text from './20261124_080000_sanitize_rich_text';
import * as migration_20261124_134407_engagements from './20261124_134407_engagements';
import * as migration_20261124_154821_time_sheets from './20261124_154821_time_sheets';
import * as migration_20261124_190827_discovery from './20261124_190827_discovery';
import * as migration_20261124_195737_search_index from './20261124_195737_search_index';
import * as migration_20261124_234130_messenger_knowledge_dashboards from './20261124_234130_messenger_knowledge_dashboards';
import * as migration_20261206_210845_knowledge_views_questions from './20261206_210845_knowledge_views_questions';

export const migrations = [
  {
    up: migration_20261121_113401_initial.up,
    down: migration_20261121_113401_initial.down,
    name: '20261121_113401_initial',
  },
  {
    up: migration_20261124_075612_pending_email_change.up,
    down: migration_20261124_075612_pending_email_change.down,
    name: '20261124_075612_pending_email_change',
  },
  {
    up: migration_20261124_080000_sanitize_rich_text.up,
    down: migration_20261124_080000_sanitize_rich_text.down,
    name: '20261124_080000_sanitize_rich_text',
  },
  {
    up: migration_20261124_134407_engagements.up,
    down: migration_20261124_134407_engagements.down,
    name: '20261124_134407_engagements',
  },
  {
    up: migration_20261124_154821_time_sheets.up,
    down: migration_20261124_154821_time_sheets.down,
    name: '20261124_154821_time_sheets',
  },
  {
    up: migration_20261124_190827_discovery.up,
    down: migration_20261124_190827_discovery.down,
    name: '20261124_190827_discovery',
  },
  {
    up: migration_20261124_195737_search_index.up,
    down: migration_20261124_195737_search_index.down,
    name: '20261124_195737_search_index',
  },
  {
    up: migration_20261124_234130_messenger_knowledge_dashboards.up,
    down: migration_20261124_234130_messenger_knowledge_dashboards.down,
    name: '20261124_234130_messenger_knowledge_dashboards',
  },
  {
    up: migration_20261206_210845_knowledge_views_questions.up,
    down: migration_20261206_210845_knowledge_views_questions.down,
    name: '20261206_210845_knowledge_views_questions'
  },
];
