// @module-tag engine (every route, on both backends): also runs on Postgres, see docs/testing.md.
import { walkHostileCorpus } from '../route-walk/hostile-walk'

walkHostileCorpus(2, 2)
