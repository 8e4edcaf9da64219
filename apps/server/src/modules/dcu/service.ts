// The DCU calls besides the search: reading an article back into the form's options.
import { dcuArticleMessages, dcuProblemMessage, type DcuArticleDecoded } from '@podbor/contracts';
import { dcuProblems, decodeDcuArticle } from '@podbor/engineering/dcu';
import { AppError } from '../../http/errors';

export class DcuService {
  /**
   * The options an article encodes, ready for the form (DesignFlow empty).
   * @throws AppError 400 naming the wrong part, or why the unit it names cannot be built
   */
  decodeArticle(articul: string): DcuArticleDecoded {
    const decoded = decodeDcuArticle(articul);
    if (!decoded.ok) throw new AppError(400, dcuArticleMessages.problem(decoded.problem));
    const problems = dcuProblems(decoded.options);
    if (problems.length > 0)
      throw new AppError(400, dcuArticleMessages.notBuildable(problems.map(dcuProblemMessage).join('; ')));
    return { articul: articul.trim().toUpperCase(), options: { ...decoded.options, DesignFlow: null } };
  }
}
