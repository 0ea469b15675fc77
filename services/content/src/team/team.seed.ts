/**
 * The leadership shown on the About page (docs/product.md#about), in display order. Names, positions
 * and biographies are bilingual; no one has a photo yet, so the page draws each name's initials.
 */
import { AVATAR_PLACEHOLDER, type TeamMember } from '@madar/shared';

export const TEAM_SEED: readonly TeamMember[] = [
  {
    id: 'ahmed-al-mabrouk',
    name: { en: 'Ahmed Al-Mabrouk', ar: 'أحمد المبروك' },
    position: { en: 'Founder and Chief Executive Officer', ar: 'المؤسس والرئيس التنفيذي' },
    image: AVATAR_PLACEHOLDER,
    bio: {
      en: "Ahmed founded Madar in Tripoli in 2010 after twelve years as a network engineer in the oil sector. He leads the company's strategy and still joins the first meeting of every major project.",
      ar: 'أسس أحمد شركة مدار في طرابلس عام 2010 بعد اثني عشر عامًا قضاها مهندسًا للشبكات في القطاع النفطي. ويقود استراتيجية الشركة، ولا يزال يحضر الاجتماع الأول لكل مشروع كبير.',
    },
  },
  {
    id: 'fatima-al-zawi',
    name: { en: 'Fatima Al-Zawi', ar: 'فاطمة الزاوي' },
    position: { en: 'Chief Technology Officer', ar: 'الرئيسة التنفيذية للتقنية' },
    image: AVATAR_PLACEHOLDER,
    bio: {
      en: "Fatima sets the technical standards every Madar project follows, from network design to security reviews. She holds a master's degree in computer engineering and several Cisco and VMware certifications.",
      ar: 'تضع فاطمة المعايير الفنية التي يلتزم بها كل مشروع من مشروعات مدار، من تصميم الشبكات إلى المراجعات الأمنية. وهي حاصلة على درجة الماجستير في هندسة الحاسوب وعلى عدة شهادات من Cisco وVMware.',
    },
  },
  {
    id: 'omar-ben-khayal',
    name: { en: 'Omar Ben Khayal', ar: 'عمر بن خيال' },
    position: { en: 'Director, Telecommunications Division', ar: 'مدير قطاع الاتصالات' },
    image: AVATAR_PLACEHOLDER,
    bio: {
      en: 'Omar built the telecommunications division in 2018 and has since led satellite, microwave and fibre projects from the coast to the Fezzan. He is happiest at a remote site with a working link.',
      ar: 'أسس عمر قطاع الاتصالات عام 2018، وقاد منذ ذلك الحين مشروعات الاتصالات الفضائية والموجات الدقيقة والألياف الضوئية من الساحل حتى فزان. ولا يكون أسعد حالًا إلا في موقع نائٍ ووصلته تعمل.',
    },
  },
  {
    id: 'salma-al-obeidi',
    name: { en: 'Salma Al-Obeidi', ar: 'سلمى العبيدي' },
    position: { en: 'Benghazi Office Manager', ar: 'مديرة مكتب بنغازي' },
    image: AVATAR_PLACEHOLDER,
    bio: {
      en: 'Salma has run the Benghazi office since it opened in 2015, growing it into a full team for the east of the country. She oversees networking and security work for hospitals, universities and banks.',
      ar: 'تدير سلمى مكتب بنغازي منذ افتتاحه عام 2015، وقد جعلت منه فريقًا متكاملًا يخدم شرق البلاد. وتشرف على أعمال الشبكات والأنظمة الأمنية للمستشفيات والجامعات والمصارف.',
    },
  },
  {
    id: 'youssef-al-gharyani',
    name: { en: 'Youssef Al-Gharyani', ar: 'يوسف الغرياني' },
    position: { en: 'Head of Software Development', ar: 'رئيس قسم تطوير البرمجيات' },
    image: AVATAR_PLACEHOLDER,
    bio: {
      en: "Youssef leads the developers who build Madar's web and mobile platforms. He insists that every product works first in Arabic and right to left, and only then in English.",
      ar: 'يقود يوسف فريق المطورين الذي يبني منصات مدار على الويب والهاتف المحمول. ويحرص على أن يعمل كل منتج أولًا باللغة العربية ومن اليمين إلى اليسار، ثم بالإنجليزية بعد ذلك.',
    },
  },
  {
    id: 'huda-al-sharif',
    name: { en: 'Huda Al-Sharif', ar: 'هدى الشريف' },
    position: { en: 'Head of Cloud Services and Support', ar: 'رئيسة قسم الخدمات السحابية والدعم الفني' },
    image: AVATAR_PLACEHOLDER,
    bio: {
      en: "Huda launched Madar's cloud services in 2023 and runs the support desk that answers clients around the clock. She measures her team by one number: how quickly a client is working again.",
      ar: 'أطلقت هدى الخدمات السحابية لشركة مدار عام 2023، وتدير مكتب الدعم الفني الذي يستجيب للعملاء على مدار الساعة. وتقيس أداء فريقها برقم واحد: مدى سرعة عودة العميل إلى العمل.',
    },
  },
];
