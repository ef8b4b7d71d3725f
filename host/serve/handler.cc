#include "host/serve/handler.h"

#include <algorithm>
#include <memory>
#include <optional>

#include "host/analysis/table.h"
#include "host/serve/access_token.h"
#include "host/serve/api.h"
#include "host/serve/assets.h"
#include "host/serve/host_check.h"
#include "host/store/sqlite.h"

namespace nilab::host::serve {
namespace {

using json = nlohmann::ordered_json;
using Clock = std::chrono::steady_clock;

Response JsonResponse(const json& body) {
  Response response;
  // Invalid UTF-8 in a stored string becomes U+FFFD instead of failing the request.
  response.body = body.dump(-1, ' ', false, json::error_handler_t::replace);
  return response;
}

// The pages: the one HTML document, whose script reads the path.
bool IsPage(const Target& t) {
  const auto& s = t.segments;
  return s.empty() || (s.size() == 2 && (s[0] == "sweeps" || s[0] == "trials"));
}

double SecondsLeft(Clock::time_point deadline) {
  return std::chrono::duration<double>(deadline - Clock::now()).count();
}

// Thrown past the request's deadline (outside SQL, which ProgressDeadline stops).
struct PastDeadline {};

}  // namespace

Response ErrorResponse(int status, const std::string& message) {
  Response response = JsonResponse(json{{"error", message}});
  response.status = status;
  return response;
}

Handler::Handler(store::Store& store, HandlerOptions options, MetricInfoFn metric_info)
    : store_(store), options_(std::move(options)), metric_info_(std::move(metric_info)) {}

long long Handler::handled() const { return handled_.load(); }

Response Handler::Handle(const Request& request) {
  const auto deadline = Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                           std::chrono::duration<double>(options_.query_timeout_s));
  if (request.method != "GET") return ErrorResponse(405, "only GET is served");
  if (!IsAllowedHost(request.host, options_.allowed_hosts)) {
    // DNS rebinding: a foreign name pointed at this address.
    return ErrorResponse(421, "Host header not served here");
  }
  // Before anything is routed: no page, asset or answer without the token.
  const Access access = CheckAccess(request, options_.token);
  if (access == Access::kRefused) {
    return ErrorResponse(401,
                         "this nilab serve needs its access token: open the URL it printed "
                         "(.../?token=...), or send the token as the cookie nilab_token or as "
                         "the header Authorization: Bearer <token>");
  }
  Response response = Route(request, deadline);
  // The printed URL carries the token once; the cookie carries it on the page's own requests.
  if (access == Access::kByQuery) response.set_cookie = TokenCookie(options_.token);
  return response;
}

Response Handler::Route(const Request& request, Clock::time_point deadline) {
  const auto target = ParseTarget(request.target);
  if (!target) return ErrorResponse(400, "malformed request target");
  if (IsPage(*target)) {
    const Asset* page = FindAsset("/index.html");
    return {200, std::string(page->content_type), std::string(page->body), ""};
  }
  if (target->segments.empty() || target->segments[0] != "api") {
    if (const Asset* asset = FindAsset(target->path)) {
      return {200, std::string(asset->content_type), std::string(asset->body), ""};
    }
    return ErrorResponse(404, "not found");
  }
  const auto too_long = [] { return ErrorResponse(503, "the request took too long"); };
  const auto check_deadline = [&] {
    if (Clock::now() > deadline) throw PastDeadline{};
  };
  const auto& s = target->segments;
  std::optional<long long> id;
  if (s.size() >= 3 && s[1] == "trials") {
    id = ParseId(s[2]);
    if (!id) return ErrorResponse(400, "not a trial id");
  }

  // The API: one read transaction per request, on the one read-only connection, in turns. The
  // turn is waited for until the request's deadline, not longer.
  std::unique_lock<std::timed_mutex> turn(mutex_, std::defer_lock);
  if (!turn.try_lock_until(deadline)) {
    return ErrorResponse(503, "the server is busy: the request waited too long for its turn");
  }
  ++handled_;
  // Ends the read transaction (a no-op when it never began), releasing the WAL snapshot; only
  // while this request still has the turn (after release() the connection is another's).
  struct EndTransaction {
    store::Store& store;
    const std::unique_lock<std::timed_mutex>& turn;
    ~EndTransaction() {
      if (turn.owns_lock()) store::EndOpenTransaction(store);
    }
  } end{store_, turn};
  // What this request may still spend, for its SQL. Declared after `end`, so it is removed
  // first: the ROLLBACK above runs without it.
  auto sql_deadline = std::make_unique<store::ProgressDeadline>(
      store_.handle(), std::max(SecondsLeft(deadline), 1e-9), 100);
  const ApiContext context{store_, options_, metric_info_};
  // Ends the turn: the transaction first, then the lock.
  const auto release = [&] {
    sql_deadline.reset();
    store::EndOpenTransaction(store_);
    turn.unlock();
  };
  try {
    json body;
    if (s.size() == 4 && s[1] == "sweeps" && s[3] == "figures") {
      // The report's loader reads in one transaction of its own; the figures are drawn (and any
      // routing trace read) after the turn.
      const FiguresData data = ApiFiguresData(context, s[2]);
      release();
      check_deadline();
      body = ApiFigures(data, check_deadline);
    } else if (s.size() == 4 && s[1] == "trials" && s[3] == "routing") {
      const RoutingRows rows = ApiTrialRoutingRows(context, *id);
      release();
      // The trace files are read after the turn: a slow or hostile file never holds the API.
      body = ApiTrialRouting(rows, check_deadline);
    } else {
      store::BeginRead(store_);
      if (s.size() == 2 && s[1] == "sweeps") {
        body = ApiSweeps(context);
      } else if (s.size() == 3 && s[1] == "sweeps") {
        body = ApiSweep(context, s[2], *target);
      } else if (s.size() == 4 && s[1] == "sweeps" && s[3] == "curves") {
        body = ApiCurves(context, s[2], *target);
      } else if (s.size() == 3 && s[1] == "trials") {
        body = ApiTrial(context, *id);
      } else {
        return ErrorResponse(404, "no such API endpoint (see host/serve/API.md)");
      }
      store::CommitRead(store_);
      release();
    }
    check_deadline();
    Response response = JsonResponse(body);
    check_deadline();
    return response;
  } catch (const PastDeadline&) {
    return too_long();
  } catch (const ApiError& e) {
    return ErrorResponse(e.status(), e.what());
  } catch (const analysis::AnalysisError& e) {
    return ErrorResponse(400, e.what());
  } catch (const store::StoreError& e) {
    if ((sql_deadline && sql_deadline->passed()) || Clock::now() > deadline) return too_long();
    return ErrorResponse(500, e.what());
  }
}

}  // namespace nilab::host::serve
