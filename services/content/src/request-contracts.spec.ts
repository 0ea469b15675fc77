/**
 * The DTOs accept exactly the shared request types (`@madar/shared`, contracts/), which the web sends.
 * `implements` makes the compiler refuse a DTO missing a field of its request or typing one
 * differently; these assertions also refuse a field the request does not name, or an optional/required
 * mismatch; the answer DTOs (the OpenAPI document) describe exactly the shared records. They are checked by
 * `npm run typecheck`, the runtime part being a formality.
 */
import type { PostRequest, PostUpdateRequest } from '@madar/shared';
import type {
  BlogCategory,
  BlogPost,
  Project,
  Service,
  Statistic,
  TeamMember,
  Testimonial,
  TimelineEntry,
} from '@madar/shared';
import { expectTypeOf } from 'expect-type';
import type { BlogCategoryDto, BlogPostDto } from './blog/dto/blog-post.dto';
import type { ProjectDto } from './projects/dto/project.dto';
import type { ServiceDto } from './services-catalog/dto/service.dto';
import type { StatisticDto } from './statistics/dto/statistic.dto';
import type { TeamMemberDto } from './team/dto/team-member.dto';
import type { TestimonialDto } from './testimonials/dto/testimonial.dto';
import type { TimelineEntryDto } from './timeline/dto/timeline-entry.dto';
import type { CreatePostDto } from './blog/dto/create-post.dto';
import type { UpdatePostDto } from './blog/dto/update-post.dto';

describe('the blog DTOs', () => {
  it('take exactly the shared request types', () => {
    expectTypeOf<CreatePostDto>().toEqualTypeOf<PostRequest>();
    expectTypeOf<UpdatePostDto>().toEqualTypeOf<PostUpdateRequest>();
  });

  it('describe exactly the shared records in their answers (the OpenAPI document names every field)', () => {
    expectTypeOf<BlogPostDto>().toEqualTypeOf<BlogPost>();
    expectTypeOf<BlogCategoryDto>().toEqualTypeOf<BlogCategory>();
    expectTypeOf<ProjectDto>().toEqualTypeOf<Project>();
    expectTypeOf<ServiceDto>().toEqualTypeOf<Service>();
    expectTypeOf<StatisticDto>().toEqualTypeOf<Statistic>();
    expectTypeOf<TeamMemberDto>().toEqualTypeOf<TeamMember>();
    expectTypeOf<TestimonialDto>().toEqualTypeOf<Testimonial>();
    expectTypeOf<TimelineEntryDto>().toEqualTypeOf<TimelineEntry>();
  });
});
