/**
 * The word stock of the synthetic sites (scripts/bench/generate-site.ts): base words by part of
 * speech, each list written roughly from common to rare (the generator samples them by rank, Zipf
 * style), and the inflections (plurals, -s/-ed/-ing forms) that turn about 1,700 base
 * words into about 3,300 distinct tokens, as real prose has. Original lists, not copied text; no word the
 * content checks reject (lorem, ipsum, placeholder, TODO, TBD, FIXME, "coming soon").
 */

const words = (s: string) => [...new Set(s.trim().split(/\s+/))];

/** Countable nouns of the domain: open source, data, funding, onchain. */
export const DOMAIN_NOUNS = words(`
project metric model dataset query table repository contributor grant pipeline developer ecosystem
artifact package dependency event commit issue contract transaction round maintainer wallet chain
network ballot collection organization registry score dashboard notebook schema column row record
source snapshot release version library client key account user address protocol application
endpoint request service cluster job asset partition warehouse lake mart view join filter aggregate
timestamp interval cohort segment sample distribution baseline benchmark estimate signal indicator
threshold weight rank leaderboard category label tag field value parameter argument variable function
method module script workflow task trigger schedule deployment environment container image build test
check rule policy proposal vote delegate council mission reward payout recipient applicant funder donor
sponsor foundation community program initiative campaign season epoch cycle milestone deliverable
outcome output attestation credential identity profile handle domain website link page document report
analysis study paper article thread discussion forum channel meeting workshop hackathon conference talk
demo tutorial guide reference example recipe template practice principle framework toolkit tool
platform stack layer engine runtime compiler parser language dialect operator expression statement
clause index cache buffer queue stream batch file folder directory format extension plugin adapter
connector integration migration upgrade patch bug error warning exception failure incident outage alert
log trace monitor probe summary overview chart graph plot axis legend series histogram heatmap matrix
vector edge node vertex component subgraph tree root leaf branch merge fork clone mirror reviewer
author owner steward validator sequencer rollup bridge oracle indexer relayer miner staker fee block slot
shard mainnet testnet faucet explorer crawler scraper fetcher loader reader sink target destination
provider vendor partner team lead newcomer mentor researcher analyst scientist engineer designer editor
manager founder builder customer subscriber follower star download dependent crate gem wheel binary
tarball checksum signature license readme changelog roadmap backlog sprint ticket assignee approval
comment reaction mention notification digest newsletter feed invitation spreadsheet sheet cell formula
pivot slice dimension measure entity relationship attribute property identifier alias namespace scope
permission role quota budget invoice payment transfer deposit withdrawal balance market treasury fund
pool vault multisig signer quorum allocation voter badgeholder retrofunding registrar curator evaluator
jury panel rubric criterion survey questionnaire interview persona stakeholder grantee steward cohort
portfolio tranche disbursement matching donation contributor bounty prize award scholarship fellowship
residency sponsorship endowment subsidy incentive emission airdrop stipend salary contractor freelancer
repo issuer verifier holder claim badge certificate passport sybil bot spammer duplicate heuristic
lookback window horizon period quarter fiscal cutoff deadline checkpoint audit auditor review rating
grade tier bucket quantile percentile decile outlier anomaly spike regression correlation coefficient
variance deviation confidence hypothesis experiment control treatment counterfactual intervention
estimator propensity matching synthetic placebo trend forecast projection scenario simulation model
feature embedding classifier cluster centroid label prediction accuracy precision recall dashboard
widget panel tile filter dropdown toggle button form input selector parameter notebook kernel cell
runtime session credential secret token scope webhook callback handler middleware proxy gateway
load balancer server instance region zone bucket blob object volume disk replica primary secondary
warehouse catalog manifest lineage asset materialization sensor backfill rerun retry timeout deadline
operator sequencer contract deployer factory proxy implementation upgrade selector calldata log topic
receipt nonce hash digest merkle proof signature keypair mnemonic seed ledger explorer gasprice opcode
bytecode abi interface struct enum constant literal macro decorator generator iterator callback promise
`);

/** Everyday countable nouns. */
export const COMMON_NOUNS = words(`
time way day year week month hour minute moment thing part place case point group number side kind end
fact question answer problem reason idea result change level area line form home room world life hand
word name story detail step choice decision goal plan effort approach means sense opinion experience
habit order list set piece share half rest lot bit couple pair range amount size length speed rate ratio
percent trend shift decline increase decrease difference gap mix contrast comparison benefit cost risk
chance opportunity challenge limit barrier tradeoff assumption constraint requirement expectation promise
commitment agreement concept theory notion claim proof trial observation finding insight lesson note
remark hint tip trick shortcut routine process procedure sequence stage phase turn move action effect
cause consequence purpose intent context background history future present morning evening night
weekend decade century generation age person friend colleague peer neighbor stranger family parent
child student teacher leader member guest host visitor viewer listener speaker audience crowd society
city country state nation border road street building office desk chair door window wall floor roof
garden park river sea mountain island forest farm shop store bank school university museum hospital
kitchen restaurant hotel airport station train bus car bike boat plane ship map compass clock calendar
phone screen keyboard mouse camera photo picture drawing painting song voice sound silence color shape
texture surface corner center middle top bottom front back north south east west beginning ending
morning letter message note card box bag bottle cup glass plate bowl knife fork spoon table bed lamp
shelf drawer cabinet mirror clockwork engine motor wheel gear lever spring wire cable pipe valve pump
tank filter screen sensor meter gauge scale ruler tape rope chain hook nail screw bolt tool hammer brush
pen pencil notebook page book chapter paragraph sentence phrase word letter symbol sign mark spot dot
circle square triangle block brick stone rock sand soil seed root leaf flower fruit tree branch grass
field hill valley coast shore wave storm cloud rain snow wind sun moon star planet sky light shadow fire
smoke heat wave signal bridge tunnel gate fence path trail track route journey trip visit tour walk
ride flight landing arrival departure delay schedule ticket seat queue crowd event party festival game
match team player coach score goal prize medal record season league table round final contest race
puzzle riddle joke story tale legend myth secret surprise gift reward prize treat habit skill talent
strength weakness fear hope dream wish goal interest passion hobby career job role duty task errand
chore meal breakfast lunch dinner snack recipe dish soup salad bread cake cookie coffee tea juice water
`);

/** Nouns with no plural in ordinary use. */
export const MASS_NOUNS = words(`
data funding software infrastructure research information feedback documentation code governance
transparency accountability visibility adoption usage activity engagement participation coordination
collaboration support maintenance security privacy quality reliability performance latency throughput
storage compute bandwidth capital revenue progress evidence knowledge guidance advice work traffic
attention trust equity ownership access analytics tooling testing hosting monitoring onboarding
reporting evaluation measurement attribution retention churn growth liquidity volatility inflation
provenance interoperability sustainability stewardship recognition momentum overhead complexity
`);

/** Verbs, base form. */
export const VERBS = words(`
use measure track query fund build run write read load store join filter group sort rank score compute
count sum compare combine merge split map reduce collect gather fetch pull push sync update refresh
rebuild deploy release publish ship install configure define declare describe document explain show
display render plot visualize explore inspect review check test validate verify confirm approve reject
accept submit propose vote allocate distribute reward pay grant award support sponsor donate contribute
maintain fix patch upgrade migrate move copy clone fork mirror index cache search find discover identify
detect flag report alert monitor observe watch follow subscribe notify share export import ingest
extract transform parse format convert encode decode hash sign schedule trigger orchestrate automate
scale partition replicate restore recover retry fail succeed start stop pause resume finish complete
begin create add remove delete drop rename replace change adjust tune optimize improve reduce increase
raise lower limit cap exclude include cover reach connect link attach reference cite mention summarize
estimate predict simulate forecast infer assume expect need require want prefer choose select pick
decide plan prepare organize coordinate manage lead guide help enable allow make keep hold take give get
send receive return provide offer serve host handle process generate produce emit log record capture
label tag classify categorize cluster segment weight normalize standardize clean dedupe enrich annotate
curate audit govern delegate nominate elect apply register enroll onboard invite welcome thank celebrate
announce introduce launch open close lock unlock grow shrink expand extend narrow focus highlight
emphasize note learn teach study analyze research investigate evaluate assess judge rate benchmark
profile debug understand know think believe feel see look seem appear become remain stay continue try
attempt work play ask answer tell say speak talk listen hear call meet visit travel walk turn bring carry
pass cross enter leave arrive stand sit wait spend cut put set let fit win sell buy draw fall bring pay
`);

/** Adjectives. */
export const ADJECTIVES = words(`
open new public large small high low recent current main first last next early late old other same
different several specific common important useful total average median raw final simple direct
available active daily monthly weekly annual onchain offchain internal external upstream downstream
technical social economic financial fair transparent reliable stable secure safe valuable critical
essential necessary optional unique various general broad narrow deep wide clear hidden visible missing
complete partial accurate precise rough approximate exact correct valid invalid real actual potential
possible likely unlikely strong weak good bad better best great poor rich cheap expensive modern legacy
standard custom default manual automatic dynamic static incremental historical live derived curated
verified trusted known unknown independent shared distributed decentralized centralized federated
modular flexible scalable efficient productive creative collaborative generous healthy sustainable
consistent relevant meaningful significant measurable quantitative qualitative statistical causal
empirical practical theoretical experimental careful quick slow fast easy hard heavy light full empty
free paid quarterly regional global local central primary secondary previous initial unstable robust
fragile risky helpful rare similar shallow unclear obvious synthetic true false real dependent private
big little long short young fresh stale dense sparse noisy quiet busy idle lean bulky tidy messy
granular coarse fine smooth sharp flat steep steady volatile seasonal cumulative relative absolute
nominal marginal residual dominant minor major prominent emerging mature established nascent growing
shrinking thriving dormant abandoned archived deprecated experimental official informal formal
permissive restrictive proprietary generic bespoke reusable portable composable extensible readable
testable verifiable reproducible auditable observable traceable searchable sortable filterable
queryable nullable optional mandatory explicit implicit lazy eager strict loose tight narrow gentle
bold humble honest curious patient eager keen quiet loud bright dark warm cool cold hot dry wet clean
`);

/** Adverbs that are not plain adjective + ly. */
export const ADVERBS = words(`
also often usually rarely always never sometimes almost mostly quite rather very too still already yet
just only even again instead together separately regularly recently currently previously finally
initially eventually typically generally specifically especially particularly notably importantly
similarly likewise perhaps probably certainly definitely actually apparently consistently steadily
gradually sharply significantly slightly substantially publicly openly transparently independently
collectively roughly nearly largely fully partly simply clearly really easily carefully quickly slowly
directly manually automatically daily weekly monthly early later soon
`).filter((w) => w !== 'soon');

/** Openers that start a sentence, with their comma. */
export const OPENERS = [
  'In practice,', 'For example,', 'As a result,', 'In most cases,', 'At the same time,', 'By default,', 'In short,',
  'Over time,', 'In the first round,', 'Since then,', 'Until now,', 'For most teams,', 'On the other hand,',
  'In our experience,', 'Put simply,', 'For funders,', 'For maintainers,', 'For analysts,', 'Before that,',
  'After each run,', 'Where possible,', 'In this section,', 'Today,', 'Last year,', 'Across ecosystems,',
];

export const DETERMINERS_SINGULAR = ['the', 'the', 'the', 'the', 'a', 'a', 'each', 'every', 'this', 'that', 'one', 'any', 'our', 'your', 'its'];
export const DETERMINERS_PLURAL = ['the', 'the', 'the', 'these', 'those', 'many', 'some', 'most', 'all', 'few', 'our', 'your', 'their', 'several', 'other'];
export const PREPOSITIONS = ['in', 'in', 'of', 'of', 'for', 'for', 'with', 'on', 'from', 'to', 'by', 'across', 'within', 'between', 'over', 'through', 'after', 'before', 'under', 'per', 'about', 'around', 'without', 'behind', 'beyond', 'against', 'among', 'toward', 'during', 'despite'];
export const CONJUNCTIONS = ['and', 'and', 'and', 'but', 'or', 'so', 'while', 'because', 'although', 'since', 'unless', 'until', 'whereas', 'once', 'when', 'where', 'if'];
export const SUBJECT_PRONOUNS = ['we', 'you', 'they', 'teams', 'analysts', 'maintainers', 'funders', 'builders', 'reviewers', 'contributors'];

export const FIRST_NAMES = words(`
ada alan alex amara ana andre anya ari ben bea caro chen dana dev diego eli emma eno farah felix gabi
hana ian ines ivan jade jin jo kai kate kenji lara leo lina luca maya mei mila nadia nico noor omar
otto paz priya quinn rafa rana remy rosa sam sara sofia tara teo uma vera wen yara yusuf zara zoe
`);
export const SURNAMES = words(`
abara bauer costa da-silva dubois eriksen fischer garcia haddad ito jensen kaur kim kowalski larsen
lopez mendes mori nakamura nguyen novak okafor olsen park patel perez quispe rahman rossi sato schmidt
silva singh tanaka torres varga wagner wang weber yamada yilmaz zhou adeyemi brandt chowdhury
`);

const VOWELS = /[aeiou]/;
const IRREGULAR_PLURALS: Record<string, string> = {
  analysis: 'analyses', hypothesis: 'hypotheses', criterion: 'criteria', person: 'people', child: 'children',
  index: 'indexes', matrix: 'matrices', leaf: 'leaves', knife: 'knives', shelf: 'shelves', life: 'lives',
  half: 'halves', thesis: 'theses', basis: 'bases', series: 'series', proxy: 'proxies',
};

export function plural(noun: string): string {
  if (IRREGULAR_PLURALS[noun]) return IRREGULAR_PLURALS[noun];
  if (/(s|x|z|ch|sh)$/.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

const IRREGULAR_PAST: Record<string, string> = {
  build: 'built', run: 'ran', write: 'wrote', make: 'made', take: 'took', give: 'gave', get: 'got', find: 'found',
  send: 'sent', hold: 'held', keep: 'kept', read: 'read', know: 'knew', grow: 'grew', bring: 'brought', buy: 'bought',
  think: 'thought', choose: 'chose', begin: 'began', draw: 'drew', fall: 'fell', feel: 'felt', leave: 'left',
  lead: 'led', meet: 'met', pay: 'paid', say: 'said', see: 'saw', sell: 'sold', set: 'set', split: 'split',
  spend: 'spent', stand: 'stood', tell: 'told', understand: 'understood', win: 'won', put: 'put', cut: 'cut',
  let: 'let', fit: 'fit', become: 'became', sit: 'sat', hear: 'heard', teach: 'taught', shrink: 'shrank',
  fork: 'forked', speak: 'spoke',
};
/** Short verbs whose last consonant doubles before -ed/-ing. */
const DOUBLING = new Set(['stop', 'drop', 'ship', 'plan', 'cap', 'map', 'tag', 'log', 'run', 'sit', 'set', 'cut', 'put', 'let', 'fit', 'win', 'submit', 'admit', 'commit', 'begin', 'plot', 'swap', 'chat', 'flag', 'grab', 'pin', 'skip', 'snap', 'step', 'trim', 'wrap']);

export function thirdPerson(verb: string): string {
  if (verb === 'have') return 'has';
  if (/(s|x|z|ch|sh|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

export function past(verb: string): string {
  if (IRREGULAR_PAST[verb]) return IRREGULAR_PAST[verb];
  if (verb.endsWith('e')) return `${verb}d`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ied`;
  if (DOUBLING.has(verb)) return `${verb}${verb.slice(-1)}ed`;
  return `${verb}ed`;
}

export function gerund(verb: string): string {
  if (verb === 'be') return 'being';
  if (/ie$/.test(verb)) return `${verb.slice(0, -2)}ying`;
  if (/[^e]e$/.test(verb) && verb !== 'see') return `${verb.slice(0, -1)}ing`;
  if (DOUBLING.has(verb)) return `${verb}${verb.slice(-1)}ing`;
  return `${verb}ing`;
}

export const article = (word: string) => (VOWELS.test(word[0]) && !/^(u[^aeiou]i|one|eu)/.test(word) ? 'an' : 'a');

/** Every distinct token the generator can write in prose (for the tests and the report). */
export function vocabularySize(): number {
  const all = new Set<string>();
  for (const n of [...DOMAIN_NOUNS, ...COMMON_NOUNS]) all.add(n).add(plural(n));
  for (const n of MASS_NOUNS) all.add(n);
  for (const v of VERBS) all.add(v).add(thirdPerson(v)).add(past(v)).add(gerund(v));
  for (const a of ADJECTIVES) all.add(a);
  for (const a of ADVERBS) all.add(a);
  return all.size;
}
