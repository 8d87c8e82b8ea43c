#include "appsettings.h"

#include "analysis/humanmodel.h"
#include "engines/ucivaluer.h"
#include "ui/board/boardcolors.h"

#include <QDir>
#include <QRegularExpression>
#include <QSettings>
#include <QThread>

#include <algorithm>
#include <cstddef>
#include <optional>
#include <utility>

namespace kibitz::ui {

namespace {

// The keys, in groups named after the dialog's tabs.
constexpr auto RootNodesKey = "analysis/rootNodes";
constexpr auto LeafNodesKey = "analysis/leafNodes";
constexpr auto ValueNodesKey = "analysis/valueNodes";
constexpr auto DeeperLooksKey = "analysis/deeperLooks";
constexpr auto BudgetBitsKey = "analysis/budgetBits";
constexpr auto MaxExpansionsKey = "analysis/maxExpansions";
constexpr auto ValueEngineKey = "analysis/valueEngine";
constexpr auto ThreadsKey = "analysis/threads";
constexpr auto SyzygyPathKey = "analysis/syzygyPath";
constexpr auto LinesEngineKey = "lines/engine";
constexpr auto LinesThreadsKey = "lines/threads";
constexpr auto LinesHashKey = "lines/hash";
constexpr auto LinesLimitKey = "lines/limit";
constexpr auto LinesLimitValueKey = "lines/limitValue";
constexpr auto MoveModelKey = "analysis/moveModel";
constexpr auto LeafModelKey = "analysis/leafModel";
constexpr auto SmallKey = "annotation/small";
constexpr auto LargeKey = "annotation/large";
constexpr auto DecisiveKey = "annotation/decisive";
constexpr auto TensionLowKey = "annotation/tensionLow";
constexpr auto TensionHighKey = "annotation/tensionHigh";
constexpr auto HysteresisKey = "annotation/hysteresis";
constexpr auto ValueThresholdKey = "annotation/valueThreshold";
constexpr auto ValueDropKey = "annotation/valueDrop";
constexpr auto DubiousDropKey = "annotation/dubiousDrop";
constexpr auto QuietGapKey = "annotation/quietGap";
constexpr auto DefaultEloKey = "annotation/defaultElo";
constexpr auto EvaluationsKey = "annotation/evaluations";
constexpr auto VariationsKey = "annotation/variations";
constexpr auto EcoFileKey = "annotation/ecoFile";
constexpr auto LanguageKey = "appearance/language";
constexpr auto PieceThemeKey = "appearance/pieceTheme";
constexpr auto BoardColorsKey = "appearance/boardColors";

// The names of the model of play in the settings file.
constexpr std::pair<const char*, AppSettings::MoveModel> MoveModelNames[] = {
    {"fitted", AppSettings::MoveModel::Fitted},
    {"michie", AppSettings::MoveModel::Michie},
};
constexpr std::pair<const char*, analysis::LeafModel> LeafModelNames[] = {
    {"human", analysis::LeafModel::Human},
    {"selfplay", analysis::LeafModel::SelfPlay},
};

constexpr std::pair<const char*, LinesLimit::Kind> LinesLimitNames[] = {
    {"infinite", LinesLimit::Kind::Infinite},
    {"depth", LinesLimit::Kind::Depth},
    {"nodes", LinesLimit::Kind::Nodes},
    {"seconds", LinesLimit::Kind::Seconds},
};

template <typename T, std::size_t N>
const char* nameOf(const std::pair<const char*, T> (&names)[N], T value) {
    for (const auto& [name, v] : names)
        if (v == value) return name;
    return names[0].first;
}

// Reading one value. An INI file gives text, the registry or a plist typed values: both are
// read through QVariant's conversions, which report failure instead of guessing.
class Reader {
public:
    explicit Reader(QSettings& settings)
        : settings_(settings) {}

    // The number at `key` if it is one in [low, high] (NaN is in no range), else `fallback`.
    double number(const char* key, double low, double high, double fallback) const {
        const QVariant value = settings_.value(QLatin1String(key));
        bool ok = false;
        const double x = value.toDouble(&ok);
        return ok && x >= low && x <= high ? x : fallback;
    }

    std::uint64_t count(const char* key, std::uint64_t low, std::uint64_t high,
                        std::uint64_t fallback) const {
        // Through text, so that "-5" and "2.5" fail rather than wrap or round.
        bool ok = false;
        const qulonglong x = settings_.value(QLatin1String(key)).toString().toULongLong(&ok);
        return ok && x >= low && x <= high ? std::uint64_t(x) : fallback;
    }

    int integer(const char* key, int low, int high, int fallback) const {
        bool ok = false;
        const int x = settings_.value(QLatin1String(key)).toString().toInt(&ok);
        return ok && x >= low && x <= high ? x : fallback;
    }

    // true/false as QSettings writes them (and 1/0), nothing else: QVariant would call any
    // other text true.
    bool flag(const char* key, bool fallback) const {
        const QVariant value = settings_.value(QLatin1String(key));
        if (value.typeId() == QMetaType::Bool) return value.toBool();
        const QString text = value.toString().trimmed().toLower();
        if (text == QLatin1String("true") || text == QLatin1String("1")) return true;
        if (text == QLatin1String("false") || text == QLatin1String("0")) return false;
        return fallback;
    }

    std::optional<QString> text(const char* key) const {
        const QVariant value = settings_.value(QLatin1String(key));
        if (!value.isValid() || !value.canConvert<QString>()) return std::nullopt;
        return value.toString();
    }

    // The value whose name (as `names` gives it) is stored at `key`, else `fallback`. The names
    // are matched exactly, as save() writes them.
    template <typename T, std::size_t N>
    T choice(const char* key, const std::pair<const char*, T> (&names)[N], T fallback) const {
        const std::optional<QString> stored = text(key);
        if (!stored) return fallback;
        for (const auto& [name, value] : names)
            if (*stored == QLatin1String(name)) return value;
        return fallback;
    }

private:
    QSettings& settings_;
};

// A piece set is a folder of the resources: a plain name, and one that exists when the sets are
// there to look at (a program without them, such as a test, takes the name on trust).
bool isPieceTheme(const QString& name) {
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9_-]*$"));
    if (!plain.match(name).hasMatch()) return false;
    const QDir sets(QStringLiteral(":/pieces"));
    return !sets.exists() || sets.exists(name);
}

} // namespace

AppSettings AppSettings::defaults() {
    AppSettings d;
    // The strongest engine installed values the positions; the built-in engine when there is none,
    // or when the user chooses it (an empty command, saved as such).
    d.valueEngine = engines::UciValuer::installedEngine();
    // The same engine runs the live lines.
    d.linesEngine = d.valueEngine;
    return d;
}

QStringList AppSettings::languages() {
    return {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr"), QStringLiteral("es")};
}

bool AppSettings::inOrder(const annotate::Thresholds& t) {
    return t.small <= t.large && t.large <= t.decisive && t.tensionLow <= t.tensionHigh;
}

AppSettings AppSettings::load(QSettings& settings) {
    const AppSettings d = defaults();
    const Reader read(settings);
    AppSettings s;
    s.rootNodes = read.count(RootNodesKey, MinimumNodes, MaximumNodes, d.rootNodes);
    s.leafNodes = read.count(LeafNodesKey, MinimumNodes, MaximumNodes, d.leafNodes);
    s.valueNodes = read.count(ValueNodesKey, 0, MaximumNodes, d.valueNodes);
    s.deeperLooks = read.flag(DeeperLooksKey, d.deeperLooks);
    s.budgetBits = read.number(BudgetBitsKey, 0.0, MaximumBudgetBits, d.budgetBits);
    s.maxExpansions = read.integer(MaxExpansionsKey, 0, MaximumExpansions, d.maxExpansions);
    s.valueEngine = read.text(ValueEngineKey).value_or(d.valueEngine).trimmed();
    s.threads = read.integer(ThreadsKey, 0, MaximumThreads, d.threads);
    s.syzygyPath = read.text(SyzygyPathKey).value_or(d.syzygyPath).trimmed();
    s.linesEngine = read.text(LinesEngineKey).value_or(d.linesEngine).trimmed();
    s.linesThreads = read.integer(LinesThreadsKey, 1, MaximumThreads, d.linesThreads);
    s.linesHash = read.integer(LinesHashKey, 1, MaximumHash, d.linesHash);
    s.linesLimit.kind = read.choice(LinesLimitKey, LinesLimitNames, d.linesLimit.kind);
    s.linesLimit.value = s.linesLimit.kind == LinesLimit::Kind::Infinite
                             ? 0
                             : read.count(LinesLimitValueKey, 1, MaximumNodes, 0);
    if (s.linesLimit.value == 0) s.linesLimit = {}; // a limit without its number: none
    s.moveModel = read.choice(MoveModelKey, MoveModelNames, d.moveModel);
    s.leafModel = read.choice(LeafModelKey, LeafModelNames, d.leafModel);

    // The command line's ranges (kibitz-cli annotate --small ... --value-drop).
    annotate::Thresholds& t = s.thresholds;
    const annotate::Thresholds& dt = d.thresholds;
    t.small = read.number(SmallKey, 0.0, 1.0, dt.small);
    t.large = read.number(LargeKey, 0.0, 2.0, dt.large);
    t.decisive = read.number(DecisiveKey, 0.0, 1.0, dt.decisive);
    t.tensionLow = read.number(TensionLowKey, 0.0, 1.0, dt.tensionLow);
    t.tensionHigh = read.number(TensionHighKey, 0.0, 1.0, dt.tensionHigh);
    t.hysteresis = read.number(HysteresisKey, 0.0, 1.0, dt.hysteresis);
    t.valueThreshold = read.number(ValueThresholdKey, 0.5, 1.0, dt.valueThreshold);
    t.valueDrop = read.number(ValueDropKey, 0.01, 1.0, dt.valueDrop);
    t.dubiousDrop = read.number(DubiousDropKey, 0.0, 1.0, dt.dubiousDrop);
    if (t.dubiousDrop > t.valueDrop) t.dubiousDrop = std::min(dt.dubiousDrop, t.valueDrop);
    t.quietGap = read.number(QuietGapKey, 0.0, 2.0, dt.quietGap);
    // Out of order, each of the two scales starts again from its defaults.
    if (!(t.small <= t.large && t.large <= t.decisive)) {
        t.small = dt.small;
        t.large = dt.large;
        t.decisive = dt.decisive;
    }
    if (!(t.tensionLow <= t.tensionHigh)) {
        t.tensionLow = dt.tensionLow;
        t.tensionHigh = dt.tensionHigh;
    }
    s.defaultElo = read.integer(DefaultEloKey, MinimumElo, MaximumElo, d.defaultElo);
    s.evaluations = read.flag(EvaluationsKey, d.evaluations);
    s.variations = read.flag(VariationsKey, d.variations);
    s.ecoFile = read.text(EcoFileKey).value_or(d.ecoFile).trimmed();

    const QString language = read.text(LanguageKey).value_or(d.language);
    s.language = language.isEmpty() || languages().contains(language) ? language : d.language;
    const QString pieceTheme = read.text(PieceThemeKey).value_or(d.pieceTheme);
    s.pieceTheme = isPieceTheme(pieceTheme) ? pieceTheme : d.pieceTheme;
    const QString boardColors = read.text(BoardColorsKey).value_or(d.boardColors);
    s.boardColors = BoardColors::schemeNames().contains(boardColors) ? boardColors : d.boardColors;
    return s;
}

void AppSettings::save(QSettings& settings) const {
    const auto put = [&settings](const char* key, const QVariant& value) {
        settings.setValue(QLatin1String(key), value);
    };
    put(RootNodesKey, quint64(rootNodes));
    put(LeafNodesKey, quint64(leafNodes));
    put(ValueNodesKey, quint64(valueNodes));
    put(DeeperLooksKey, deeperLooks);
    put(BudgetBitsKey, budgetBits);
    put(MaxExpansionsKey, maxExpansions);
    put(ValueEngineKey, valueEngine);
    put(ThreadsKey, threads);
    put(SyzygyPathKey, syzygyPath);
    put(LinesEngineKey, linesEngine);
    put(LinesThreadsKey, linesThreads);
    put(LinesHashKey, linesHash);
    put(LinesLimitKey, QLatin1String(nameOf(LinesLimitNames, linesLimit.kind)));
    put(LinesLimitValueKey, quint64(linesLimit.value));
    put(MoveModelKey, QLatin1String(nameOf(MoveModelNames, moveModel)));
    put(LeafModelKey, QLatin1String(nameOf(LeafModelNames, leafModel)));
    put(SmallKey, thresholds.small);
    put(LargeKey, thresholds.large);
    put(DecisiveKey, thresholds.decisive);
    put(TensionLowKey, thresholds.tensionLow);
    put(TensionHighKey, thresholds.tensionHigh);
    put(HysteresisKey, thresholds.hysteresis);
    put(ValueThresholdKey, thresholds.valueThreshold);
    put(ValueDropKey, thresholds.valueDrop);
    put(DubiousDropKey, thresholds.dubiousDrop);
    put(QuietGapKey, thresholds.quietGap);
    put(DefaultEloKey, defaultElo);
    put(EvaluationsKey, evaluations);
    put(VariationsKey, variations);
    put(EcoFileKey, ecoFile);
    put(LanguageKey, language);
    put(PieceThemeKey, pieceTheme);
    put(BoardColorsKey, boardColors);
}

analysis::LookaheadSettings AppSettings::lookahead() const {
    // What the dialog does not set (maxPly, the shaping model) stays the annotator's.
    analysis::LookaheadSettings settings = annotate::annotationLookahead();
    settings.rootNodes = rootNodes;
    settings.leafNodes = leafNodes;
    settings.valueNodes = valueNodes;
    if (!deeperLooks) settings.checkFactor = settings.deepFactor = 0;
    settings.budgetBits = budgetBits;
    settings.maxExpansions = maxExpansions;
    annotate::setThresholdLooks(settings, thresholds);
    settings.moves =
        moveModel == MoveModel::Michie ? analysis::MichieMoveModel : analysis::FittedMoveModel;
    settings.leaves = leafModel;
    // As kibitz-cli names it: trees valued by different engines are told apart. The caller
    // gives buildLookahead a valuer that runs this engine.
    settings.valueEngine = valueNodes > 0 ? valueEngine.toStdString() : std::string();
    return settings;
}

annotate::AnnotatorOptions AppSettings::annotatorOptions() const {
    annotate::AnnotatorOptions options;
    options.thresholds = thresholds;
    options.defaultElo = defaultElo;
    options.evaluations = evaluations;
    options.variations = variations;
    options.version = KIBITZ_VERSION;
    annotate::describeSearch(options, lookahead());
    return options;
}

LinesEngine AppSettings::linesEngineConfig() const {
    LinesEngine engine;
    engine.command = linesEngine;
    engine.threads = linesThreads;
    engine.hashMegabytes = linesHash;
    engine.syzygyPath = syzygyPath;
    return engine;
}

int AppSettings::threadCount() const {
    return threads > 0 ? threads : std::max(1, QThread::idealThreadCount());
}

} // namespace kibitz::ui
