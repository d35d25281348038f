import type { SchedulableReport } from '../../src/domain/report-catalogue'
import type { Database } from '../db/open'
import { exerciseSummaryDocument } from './exercise-summary-report'
import { generalReportDocument } from './general-report'
import { monthlyVideoReportDocument } from './monthly-video-report'
import { phishingSummaryDocument } from './phishing-summary'
import { reviewsDocument } from './training-reviews'
import { quizzesDocument } from './quizzes-report'
import { policyReportDocument } from './policy-report'
import { trainingReportDocument } from './training-report'
import type { ReportDocument } from './document'

// The reports whose document the gateway writes outside a request (the scheduled mails): each from the same
// builder its export uses, with the call's query string.

export const REPORT_DOCUMENTS: Record<
  SchedulableReport,
  (db: Database, companyId: string, params: URLSearchParams) => Promise<ReportDocument>
> = {
  generalReport: (db, companyId) => generalReportDocument(db, companyId),
  training: (db, companyId, params) => trainingReportDocument(db, companyId, 'training', params),
  gaming: (db, companyId, params) => trainingReportDocument(db, companyId, 'gaming', params),
  monthlyVideo: monthlyVideoReportDocument,
  phishingExercise: exerciseSummaryDocument,
  phishingSummary: phishingSummaryDocument,
  policiesProgress: policyReportDocument,
  reviews: reviewsDocument,
  quizzes: quizzesDocument,
}
