import type { NewsCategory } from '../../contract/constants';
import type { NewsValues } from '../repositories/news';
import type { StoryArt } from './story-art';
import type { Motif } from './story-motifs';

const kickers: Record<NewsCategory, string> = {
  academic: 'Academic news',
  research: 'Research',
  'student-life': 'Student life',
  faculty: 'Faculty',
  general: 'Association news',
};

const items: [NewsCategory, string, string, string, string, [Motif, string]][] = [
  [
    'academic',
    '2026-11-18',
    'Dr. Amaka Eze',
    'First-semester examination timetable released',
    'The Faculty has published the first-semester examination timetable. Check your courses, venues and times, and report any clash to your level adviser before 5 December.',
    ['calendar', 'Exam timetable'],
  ],
  [
    'research',
    '2026-11-12',
    'Prof. Tunde Bakare',
    'Department joins a national muon-detector network',
    'Our cosmic-ray lab has been accepted into a national network of low-cost muon detectors. Final-year students can apply to help calibrate the scintillator panels this session.',
    ['tracks', 'Muon detectors'],
  ],
  [
    'student-life',
    '2026-11-07',
    'PSA Secretariat',
    'Physics Week 2026: thank you!',
    'Over 400 students came through the exhibitions, quiz and rocket-launch competition. Photos are up in the gallery, and the quiz bowl trophy stays with 300L for another year.',
    ['rocket', 'Physics Week 2026'],
  ],
  [
    'faculty',
    '2026-11-02',
    'Head of Department',
    'Welcome to our new lecturer in condensed-matter physics',
    'Dr. Ifeoma Okafor joins the department from a postdoctoral post in Cape Town. She will teach PHY 305 Solid State Physics and lead a new thin-films research group.',
    ['lattice', 'Condensed matter'],
  ],
  [
    'general',
    '2026-10-28',
    'PSA Secretariat',
    'Membership dues for 2026/2027 now open',
    'Dues can be paid at the association office on weekdays from 10 am to 3 pm. Members get access to the past-question bank, tutorial sessions and discounted event tickets.',
    ['network', 'Membership 2026/27'],
  ],
  [
    'academic',
    '2026-10-21',
    'Dr. Amaka Eze',
    'Course registration deadline extended to 30 November',
    'Following the portal outage, the registration deadline has been extended. Students who have not registered should do so now to avoid being barred from examinations.',
    ['pendulum', 'Deadline extended'],
  ],
  [
    'research',
    '2026-10-14',
    'Dr. Segun Adeyemi',
    'Undergraduate research grants: call for proposals',
    'The association, with the department, will fund five undergraduate research projects of up to ₦150,000 each. Proposals of two pages are due by 15 January.',
    ['waves', 'Research grants'],
  ],
  [
    'student-life',
    '2026-10-08',
    'Welfare Director',
    'Peer tutoring sessions start this week',
    'Volunteer 300L and 400L students will hold weekly tutoring for PHY 101, PHY 102 and PHY 205 in the physics lecture theatre every Wednesday at 4 pm.',
    ['equations', 'Peer tutoring'],
  ],
  [
    'faculty',
    '2026-09-30',
    'Head of Department',
    'Laboratory safety induction for 100L students',
    'All new students must attend one laboratory safety induction before their first practical. Sessions run Monday to Thursday in Lab 2 at 2 pm.',
    ['circuit', 'Lab safety'],
  ],
  [
    'general',
    '2026-09-22',
    'PSA President',
    'A warm welcome to the 2026/2027 session',
    'Welcome back, and welcome to our new 100L students. This session we are expanding tutorials, digitising more past questions, and bringing more guest lecturers to campus.',
    ['orbits', 'Welcome, 100L'],
  ],
  [
    'academic',
    '2026-09-15',
    'Exams Officer',
    'Results of the second-semester examinations published',
    'Results for the 2025/2026 second semester are available on the student portal. Students with discrepancies should fill the review form at the department office.',
    ['histogram', 'Results are out'],
  ],
  [
    'research',
    '2026-09-05',
    'Prof. Tunde Bakare',
    'Student paper accepted at the Nigerian Institute of Physics conference',
    'A 400L project on solar-cell degradation in humid climates has been accepted for oral presentation. Congratulations to the team and their supervisor.',
    ['sun', 'Solar cells paper'],
  ],
  [
    'student-life',
    '2026-08-28',
    'Sports Director',
    'Inter-department football: physics reaches the final',
    'Our team beat Chemistry 2-1 in the semi-final. The final is on Saturday at the university sports complex; come in your association shirts.',
    ['trajectory', 'Football final'],
  ],
];

/** Thirteen news items across every category, newest first, each with its own picture to draw. */
export function sampleNews(): { values: NewsValues; art: StoryArt }[] {
  return items.map(([category, date, name, title, summary, [motif, caption]]) => ({
    values: {
      category,
      date: `${date}T00:00:00.000Z`,
      name,
      title,
      summary,
      body: `${summary}\n\nFor more information, visit the association office in the Physics Department or write to the secretariat.`,
    },
    art: { motif, caption, kicker: kickers[category] },
  }));
}
