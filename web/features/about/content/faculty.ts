export type FacultyAdviser = {
  id: string;
  name: string;
  title: string;
  specialty: string;
  note: string;
};

/** The faculty advisers who guide the association (/about#faculty). */
export const facultyAdvisers: readonly FacultyAdviser[] = [
  {
    id: 'staff-adviser',
    name: 'Prof. Olumide Balogun',
    title: 'Staff Adviser',
    specialty: 'Condensed matter physics',
    note: 'Advises the executive council and chairs the tutorials review each semester.',
  },
  {
    id: 'geophysics-adviser',
    name: 'Dr. Halima Yusuf',
    title: 'Adviser, Geophysics',
    specialty: 'Seismology and near-surface geophysics',
    note: 'Leads the field trips and the geophysics career seminars.',
  },
  {
    id: 'industrial-adviser',
    name: 'Dr. Chinedu Eze',
    title: 'Adviser, Industrial Physics',
    specialty: 'Electronics and instrumentation',
    note: 'Supervises the electronics project team and industrial-training placements.',
  },
];
